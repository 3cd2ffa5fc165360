import { Form, Link, useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { useResultToast } from '~/components/ui/result-notice';
import { buttonClass, linkButtonClass, smallButtonClass } from '~/components/ui/button-classes';
import { inputClass, labelClass } from '~/components/ui/field-classes';
import { EmptyState } from '~/components/ui/empty-state';
import { Pagination } from '~/components/ui/pagination';
import { Table } from '~/components/ui/table';
import { formatPaiseCompact } from '~/modules/courses/course-format';
import { DUES_DEFAULT_ORDER, DUES_PAGE_SIZE, DUES_SORT_LABELS, DUES_SORTS, type DuesOrder, type DuesSort } from '~/modules/dues/dues.schemas';
import type { DueRow } from '~/modules/dues/find-dues.server';
import { NAME_SEARCH_MAX } from '~/modules/students/student-search.schemas';
import { formatCalendarDate } from '~/utils/dates';

export type DuesFilters = { course?: string; name: string; overdue: boolean; sort: DuesSort; order: DuesOrder; perPage: number };

const rupees = (paise: number) => formatPaiseCompact(paise);

/** The address of a page of the list with these filters; defaults stay out of the URL. */
export function duesUrl(filters: DuesFilters, page = 1) {
  const params = new URLSearchParams();
  if (filters.course) params.set('course', filters.course);
  if (filters.name) params.set('name', filters.name);
  if (filters.overdue) params.set('overdue', 'true');
  if (filters.sort !== 'overdue') params.set('sort', filters.sort);
  if (filters.order !== DUES_DEFAULT_ORDER[filters.sort]) params.set('order', filters.order);
  if (filters.perPage !== DUES_PAGE_SIZE) params.set('perPage', String(filters.perPage));
  if (page > 1) params.set('page', String(page));
  return `/dashboard/dues?${params}`;
}

/** Reminders on or paused for one application; the answer is one toast. */
function ReminderSwitch({ due }: { due: DueRow }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== 'idle';
  // While the answer is on its way the row already shows what was asked.
  const paused = busy && fetcher.formData ? fetcher.formData.get('paused') === 'true' : due.remindersPaused;
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="applicationId" value={due.applicationId} />
      <input type="hidden" name="paused" value={paused ? 'false' : 'true'} />
      <span className="text-slate-800">{paused ? 'Paused' : 'On'}</span>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${smallButtonClass('secondary')} whitespace-nowrap`}>
        {paused ? 'Resume' : 'Pause'}
        <span className="sr-only"> reminders for {due.student.name}</span>
      </button>
    </fetcher.Form>
  );
}

const COLUMNS = ['Student', 'Course', 'Fee', 'Paid', 'Balance', 'Next instalment', 'Due date', 'Days overdue', 'Reminders'];

/** Dues (issue 11): applications that still owe money, filtered, sorted and paged on the server. */
export function DuesTable({
  dues,
  courses,
  filters,
  page,
  pageCount,
  total,
}: {
  dues: DueRow[];
  courses: Array<{ id: string; title: string }>;
  filters: DuesFilters;
  page: number;
  pageCount: number;
  total: number;
}) {
  const narrowed = Boolean(filters.course || filters.name || filters.overdue);
  return (
    // No padding of its own: the dashboard's main has it, and the table needs the room (issue 21).
    <section aria-labelledby="dues-heading">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-4">
        <h1 id="dues-heading" className="text-2xl font-semibold text-slate-900">
          Dues
        </h1>
        <p className="text-sm text-slate-700" role="status">
          {total === 1 ? '1 application owes fees' : `${total} applications owe fees`}
          {filters.name ? `, named “${filters.name}”` : ''}
          {filters.overdue ? ', overdue only' : ''}
        </p>
      </div>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">
        Students are e-mailed 3 days before an instalment is due and the day after it is missed, once each. Pause the reminders of a student who has arranged to
        pay later.
      </p>
      {/* Keyed by the filters, so Back and Forward show the list's own choices. */}
      <Form key={duesUrl(filters)} method="get" aria-label="Dues filters" className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="dues-name" className={labelClass}>
            Student name
          </label>
          <input id="dues-name" name="name" type="search" defaultValue={filters.name} maxLength={NAME_SEARCH_MAX} className={inputClass} />
        </div>
        <div>
          <label htmlFor="dues-course" className={labelClass}>
            Course
          </label>
          <select id="dues-course" name="course" defaultValue={filters.course ?? ''} className={inputClass}>
            <option value="">All courses</option>
            {courses.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="dues-sort" className={labelClass}>
            Sort by
          </label>
          <select id="dues-sort" name="sort" defaultValue={filters.sort} className={inputClass}>
            {DUES_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {DUES_SORT_LABELS[sort]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="dues-order" className={labelClass}>
            Order
          </label>
          <select id="dues-order" name="order" defaultValue={filters.order} className={inputClass}>
            <option value="desc">Highest / latest first</option>
            <option value="asc">Lowest / earliest first</option>
          </select>
        </div>
        <label className="flex items-center gap-2 self-center pt-5 text-sm text-slate-800">
          <input type="checkbox" name="overdue" value="true" defaultChecked={filters.overdue} className="size-4" />
          Overdue only
        </label>
        {filters.perPage !== DUES_PAGE_SIZE ? <input type="hidden" name="perPage" value={filters.perPage} /> : null}
        <button type="submit" className={buttonClass('outline')}>
          Show
        </button>
        {narrowed ? (
          <Link to="/dashboard/dues" className={`${linkButtonClass} self-center text-sm`}>
            Show all
          </Link>
        ) : null}
      </Form>
      {dues.length === 0 ? (
        <EmptyState>{narrowed ? 'No dues match these filters.' : 'Nobody owes fees.'}</EmptyState>
      ) : (
        <Table
          label="Dues table"
          caption={`Applications that owe fees, by ${DUES_SORT_LABELS[filters.sort].toLowerCase()}`}
          columns={COLUMNS}
          minWidth="min-w-[64rem]"
        >
          <tbody>
            {dues.map((due) => (
              <tr key={due.applicationId} className="border-t border-slate-200 align-top">
                <th scope="row" className="px-3 py-2 text-left font-medium break-words text-slate-900">
                  {due.student.name}
                  <span className="block text-xs font-normal text-slate-700">{due.student.email}</span>
                </th>
                <td className="px-3 py-2 break-words">{due.course.title}</td>
                <td className="px-3 py-2 whitespace-nowrap">{rupees(due.feePaise)}</td>
                <td className="px-3 py-2 whitespace-nowrap">{rupees(due.paidPaise)}</td>
                <td className="px-3 py-2 font-semibold whitespace-nowrap">{rupees(due.balancePaise)}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {due.nextInstalment ? `No. ${due.nextInstalment.number}: ${rupees(due.nextInstalment.outstandingPaise)}` : 'No plan'}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{due.nextInstalment ? formatCalendarDate(due.nextInstalment.dueDate) : '—'}</td>
                <td className="px-3 py-2 whitespace-nowrap">{due.daysOverdue > 0 ? <strong className="text-red-800">{due.daysOverdue}</strong> : '—'}</td>
                <td className="px-3 py-2">
                  <ReminderSwitch due={due} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pagination page={page} pageCount={pageCount} label="Dues pages" href={(target) => duesUrl(filters, target)} />
    </section>
  );
}
