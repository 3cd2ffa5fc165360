import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { ResultStatus } from '~/components/dashboard/courses/action-result';
import { ApplicantsPagination } from './applicants-pagination';
import { ApplicationRow } from './application-row';
import type { ApplicationsResult, ApplicationView, CourseOption } from './applications-shared';
import { StatusOverlay } from './status-overlay';

const COLUMNS = ['#', 'Candidate Name', 'Course Title', 'Profile', 'Resume', 'Fees', 'Action', 'Receipt'];

/** View Applications (spec §2): name search, the table, paging; rows post to the page's action. */
export function ApplicationsTable({
  applications,
  courses,
  name,
  page,
  pageSize,
  pageCount,
  total,
}: {
  applications: ApplicationView[];
  courses: CourseOption[];
  name: string;
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
}) {
  const [notice, setNotice] = useState<ApplicationsResult | null>(null);
  const navigation = useNavigation();
  const searching =
    navigation.state === 'loading' &&
    navigation.location.pathname === '/dashboard/view-applications' &&
    new URLSearchParams(navigation.location.search).get('name') !== (name || null);
  return (
    <section aria-labelledby="applications-heading" className="p-4 sm:p-6">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-4">
        <h1 id="applications-heading" className="text-2xl font-semibold text-slate-900">
          View Applications
        </h1>
        <p className="text-sm text-slate-700">
          {total === 1 ? '1 application' : `${total} applications`}
          {name ? ` for “${name}”` : ''}
        </p>
      </div>
      <Form method="get" role="search" className="mb-4 flex max-w-md gap-2">
        <label htmlFor="applicant-search" className="sr-only">
          Search applications by candidate name
        </label>
        <input
          id="applicant-search"
          type="search"
          name="name"
          defaultValue={name}
          key={name}
          maxLength={100}
          placeholder="Search by name"
          className="block w-full rounded-md border border-slate-300 px-3 py-2 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
        <button
          type="submit"
          className="rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          {searching ? 'Searching...' : 'Search'}
        </button>
      </Form>
      <ResultStatus result={notice} className="mb-2 min-h-5" />
      {applications.length === 0 ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">No Applications Available</p>
      ) : (
        // Scrolls sideways on narrow screens; focusable so the keyboard can scroll it too.
        <div
          role="region"
          aria-label="Applications table"
          tabIndex={0}
          className="overflow-x-auto rounded-md border border-slate-200 bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
        >
          <table className="w-full min-w-[64rem] text-left text-sm">
            <caption className="sr-only">Applications, newest first{name ? `, for names matching “${name}”` : ''}</caption>
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {applications.map((application, index) => (
                <ApplicationRow
                  key={application._id}
                  number={(page - 1) * pageSize + index + 1}
                  application={application}
                  courses={courses}
                  onResult={setNotice}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ApplicantsPagination page={page} pageCount={pageCount} name={name} />
      <StatusOverlay />
    </section>
  );
}
