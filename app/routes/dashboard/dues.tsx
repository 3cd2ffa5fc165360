import { DuesTable, type DuesFilters } from '~/components/dashboard/dues/dues-table';
import { dashboardMeta, pageParam } from '~/components/dashboard/shell/dashboard-meta';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { findCourses } from '~/modules/courses/find-courses.server';
import { DUES_DEFAULT_ORDER, DUES_ORDERS, DUES_PAGE_SIZE, DUES_PAGE_SIZE_MAX, DUES_SORTS, pauseRemindersInput } from '~/modules/dues/dues.schemas';
import { findDues } from '~/modules/dues/find-dues.server';
import { pauseReminders } from '~/modules/dues/pause-reminders.server';
import { NAME_SEARCH_MAX } from '~/modules/students/student-search.schemas';
import type { ActionResult } from '~/utils/action-result';
import { actorOf, parseForm, readForm, runAction } from '~/utils/dashboard-action.server';
import type { Route } from './+types/dues';

export const meta: Route.MetaFunction = () => dashboardMeta('Dues');

/** The list's choices in the URL; a value that is not one of them means the default (the API refuses it instead). */
function filtersOf(request: Request): DuesFilters {
  const params = new URL(request.url).searchParams;
  const sort = DUES_SORTS.find((value) => value === params.get('sort')) ?? 'overdue';
  const order = DUES_ORDERS.find((value) => value === params.get('order')) ?? DUES_DEFAULT_ORDER[sort];
  const course = params.get('course')?.trim().slice(0, 100) || undefined;
  const name = (params.get('name') ?? '').trim().slice(0, NAME_SEARCH_MAX);
  const perPage = Number(params.get('perPage') ?? DUES_PAGE_SIZE);
  return {
    course,
    name,
    overdue: params.get('overdue') === 'true',
    sort,
    order,
    perPage: Number.isInteger(perPage) && perPage >= 1 && perPage <= DUES_PAGE_SIZE_MAX ? perPage : DUES_PAGE_SIZE,
  };
}

// Issue 11 'Dues': owner and accounts (area fees). Filters, sorting and paging on the server.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'fees');
  const filters = filtersOf(request);
  const [result, courses] = await Promise.all([findDues({ ...filters, page: pageParam(request) }), findCourses()]);
  return { ...result, filters, courses: courses.map(({ id, title }) => ({ id, title })) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'fees');
  return runAction(async () => {
    const input = parseForm(pauseRemindersInput, await readForm(request));
    return (await pauseReminders({ input, actor: actorOf(admin) })).message;
  });
}

// A lost connection ends in an error toast too, not in the error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ActionResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: 'Could not reach the server. Check the connection and try again.', fieldErrors: {} };
  }
}

export default function Dues({ loaderData }: Route.ComponentProps) {
  return <DuesTable {...loaderData} />;
}
