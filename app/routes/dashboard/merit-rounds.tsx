import { isRouteErrorResponse, Link, useFetcher } from 'react-router';
import { MeritRoundTable } from '~/components/dashboard/admissions/merit-round-table';
import { dashboardMeta } from '~/components/dashboard/shell/dashboard-meta';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { ResultStatus, saidInline, useResultToast } from '~/components/ui/result-notice';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { roleMay } from '~/modules/admins/staff-roles';
import { findCourseRounds, findRoundCourses, getRoundsCourse } from '~/modules/admissions/find-merit-rounds.server';
import { MERIT_CRITERIA, MERIT_CRITERION_LABELS } from '~/modules/admissions/merit-list';
import { generateRoundInput, OFFER_DAYS_MAX } from '~/modules/admissions/merit-rounds.schemas';
import { addDays, DEFAULT_OFFER_DAYS, generateRound, leftOutForDocuments } from '~/modules/admissions/merit-rounds.server';
import { RESERVED_CATEGORIES, reservationInput, SEAT_CATEGORIES, seatMatrix } from '~/modules/admissions/reservation';
import { getReservation, updateReservation } from '~/modules/admissions/reservation-settings.server';
import type { ActionResult } from '~/utils/action-result';
import { actorOf, parseForm, readForm, runAction } from '~/utils/dashboard-action.server';
import { dateInputValue } from '~/utils/dates';
import { rethrowAsRouteError } from '~/utils/route-errors.server';
import type { Route } from './+types/merit-rounds';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  dashboardMeta(`Merit Rounds${loaderData?.page === 'rounds' ? ` – ${loaderData.course.title}` : ''}`);

// A course's merit rounds (issue 23 points 3 and 4, decision 048), admissions' page: generate a
// round with its deadline, see each list as published and where each offer stands. The owner sets
// the reservation by category here too (it applies to every course).
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdminPage(request, 'admissions');
  if (!params.id) return { page: 'courses' as const, courses: await findRoundCourses() };
  const course = await getRoundsCourse({ courseId: params.id }).catch(rethrowAsRouteError);
  const [reservation, rounds] = await Promise.all([getReservation(), findCourseRounds({ courseId: course.id })]);
  const seats = course.seats;
  const today = dateInputValue(Date.now());
  return {
    page: 'rounds' as const,
    course: { id: course.id, title: course.title, seats },
    reservation: { percentages: reservation.percentages, convertAfterRound: reservation.convertAfterRound, saved: reservation.updatedAt !== null },
    matrix: seats === null ? null : seatMatrix(seats, reservation.percentages),
    rounds,
    today,
    defaultDeadline: addDays(today, DEFAULT_OFFER_DAYS),
    lastDeadline: addDays(today, OFFER_DAYS_MAX),
    maySetReservation: roleMay(admin.role, 'reservation'),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const courseId = params.id ?? '';
  if (form.intent === 'reservation') {
    const admin = await requireAdminPage(request, 'reservation');
    return runAction(async () => {
      const percentages = Object.fromEntries(RESERVED_CATEGORIES.map((category) => [category, form[category]]));
      const input = parseForm(reservationInput, { percentages, convertAfterRound: form.convertAfterRound });
      await updateReservation({ input, actor: actorOf(admin) });
      return 'Reservation saved. Rounds already published keep what they offered.';
    });
  }
  const admin = await requireAdminPage(request, 'admissions');
  return runAction(async () => {
    const input = parseForm(generateRoundInput, { ...form, courseId });
    const { number, offered, waitlisted, documentsNotVerified } = await generateRound({ ...input, actor: actorOf(admin) });
    const published = `Round ${number} published: ${offered} offered, ${waitlisted} waitlisted. The offered students are e-mailed.`;
    return `${published}${leftOutForDocuments(documentsNotVerified)}`;
  });
}

export default function MeritRounds({ loaderData }: Route.ComponentProps) {
  if (loaderData.page === 'courses') return <RoundCourses courses={loaderData.courses} />;
  const { course, matrix, rounds, reservation } = loaderData;
  return (
    <section aria-labelledby="merit-rounds-heading" className="flex flex-col gap-6">
      <div>
        <p className="text-sm">
          <Link to="/dashboard/manage-courses" className="text-brand-700 underline">
            Manage Courses
          </Link>
        </p>
        <h1 id="merit-rounds-heading" className="text-2xl font-semibold text-slate-900">
          Merit Rounds: {course.title}
        </h1>
        <p className="mt-1 text-sm text-slate-700">
          {matrix
            ? `${course.seats} seats: ${SEAT_CATEGORIES.map((category) => `${category} ${matrix[category]}`).join(', ')}. ` +
              `Reserved seats go to their category in rounds 1–${reservation.convertAfterRound}; later rounds offer every free seat as Open.`
            : 'This course has no seat limit: set its seats on Edit Course before generating a round.'}
        </p>
      </div>
      {matrix ? <GenerateRound defaultDeadline={loaderData.defaultDeadline} today={loaderData.today} lastDeadline={loaderData.lastDeadline} /> : null}
      {rounds.length === 0 ? <p className="text-slate-700">No round yet.</p> : rounds.map((round) => <MeritRoundTable key={round.id} round={round} />)}
      <ReservationSettings reservation={reservation} editable={loaderData.maySetReservation} />
    </section>
  );
}

/** Without a course: the courses that have seats, each linked to its rounds. */
function RoundCourses({ courses }: { courses: Array<{ id: string; title: string; seats: number; rounds: number }> }) {
  return (
    <section aria-labelledby="merit-rounds-heading" className="flex flex-col gap-4">
      <h1 id="merit-rounds-heading" className="text-2xl font-semibold text-slate-900">
        Merit Rounds
      </h1>
      {courses.length === 0 ? (
        <p className="text-slate-700">No course has a seat limit yet: set a course&apos;s seats on Edit Course to fill them in merit rounds.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {courses.map((course) => (
            <li key={course.id}>
              <Link to={`/dashboard/merit-rounds/${course.id}`} className="font-semibold text-brand-700 underline">
                {course.title}
              </Link>{' '}
              <span className="text-sm text-slate-600">
                {course.seats} seats · {course.rounds === 1 ? '1 round' : `${course.rounds} rounds`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function GenerateRound({ defaultDeadline, today, lastDeadline }: { defaultDeadline: string; today: string; lastDeadline: string }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  useResultToast(result, { refusals: 'inline' });
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="generate-heading">
      <h2 id="generate-heading" className="text-lg font-semibold text-slate-900">
        Generate the next round
      </h2>
      <p className="text-sm text-slate-600">
        Ranks the Pending applicants who have had no offer of this course (higher marks first, then the earlier date of birth, then the earlier application;
        without marks: last) and offers the seats still free: Open seats on merit first, then each category&apos;s seats from that category.
      </p>
      <div className="grid gap-4 tab:grid-cols-2">
        <Field id="round-deadline" label="Accept by (India)" hint="Offers lapse at the end of this day." error={errors.deadlineOn}>
          {(control) => <input {...control} type="date" name="deadlineOn" defaultValue={defaultDeadline} min={today} max={lastDeadline} />}
        </Field>
        <Field id="round-criterion" label="Rank by" error={errors.criterion}>
          {(control) => (
            <select {...control} name="criterion" defaultValue="hscPercentage">
              {MERIT_CRITERIA.map((criterion) => (
                <option key={criterion} value={criterion}>
                  {MERIT_CRITERION_LABELS[criterion]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <ResultStatus result={busy ? null : saidInline(result)} />
      <div>
        <Button type="submit" name="intent" value="generate" busy={busy}>
          Generate and publish round
        </Button>
      </div>
    </fetcher.Form>
  );
}

function ReservationSettings({
  reservation,
  editable,
}: {
  reservation: { percentages: Record<(typeof RESERVED_CATEGORIES)[number], number>; convertAfterRound: number; saved: boolean };
  editable: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  useResultToast(result, { refusals: 'inline' });
  return (
    <fetcher.Form method="post" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="reservation-heading">
      <h2 id="reservation-heading" className="text-lg font-semibold text-slate-900">
        Reservation by category (every course)
      </h2>
      <p className="text-sm text-slate-600">
        {reservation.saved
          ? 'As the owner set it.'
          : 'The starting point: the Maharashtra State Public Services Reservation Act, 2001 (SC 13%, ST 7%, VJ/NT 11%, OBC 19%). ' +
            'The institute must confirm what applies to it.'}{' '}
        Each category gets its percentage of a course&apos;s seats rounded down; Open gets the rest.
      </p>
      <fieldset disabled={!editable} className="grid gap-4 tab:grid-cols-5">
        {RESERVED_CATEGORIES.map((category) => (
          <Field key={category} id={`reservation-${category}`} label={`${category} (%)`} error={errors.percentages}>
            {(control) => <input {...control} type="number" name={category} min={0} max={100} step={1} defaultValue={reservation.percentages[category]} />}
          </Field>
        ))}
        <Field id="reservation-convert" label="Open after round" error={errors.convertAfterRound}>
          {(control) => <input {...control} type="number" name="convertAfterRound" min={1} max={20} step={1} defaultValue={reservation.convertAfterRound} />}
        </Field>
      </fieldset>
      {editable ? (
        <>
          <ResultStatus result={busy ? null : saidInline(result)} />
          <div>
            <Button type="submit" name="intent" value="reservation" busy={busy}>
              Save reservation
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-600">Only the owner changes the reservation.</p>
      )}
    </fetcher.Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!(isRouteErrorResponse(error) && error.status === 404)) throw error;
  return (
    <section>
      <title>Course not found | Dashboard</title>
      <h1 className="text-2xl font-semibold text-slate-900">Course not found</h1>
      <Link to="/dashboard/manage-courses" className="mt-4 inline-block text-brand-700 underline">
        Back to Manage Courses
      </Link>
    </section>
  );
}
