import { data } from 'react-router';
import { PageHeader } from '~/components/pages/page-header';
import { AppliedCoursesTable } from '~/components/portal/applied-courses-table';
import { ResumeSection } from '~/components/portal/resume-section';
import { findStudentApplications } from '~/modules/applications/find-student-applications.server';
import { requireStudentPage } from '~/modules/auth/require-student-page.server';
import { findAwaitingVerification } from '~/modules/offline-payments/find-awaiting-verification.server';
import { findNextInstalments } from '~/modules/payments/next-instalments.server';
import { findStudentRefundRequests } from '~/modules/refunds/find-student-refund-requests.server';
import { getStudent } from '~/modules/students/get-student.server';
import { updateResume } from '~/modules/students/submit-admission.server';
import { AppError } from '~/utils/errors';
import type { Route } from './+types/applications';

export const meta: Route.MetaFunction = () => [{ title: 'Applied Courses' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request }: Route.LoaderArgs) {
  const student = await requireStudentPage(request);
  const [user, applications, nextInstalments, refundRequests, awaitingVerification] = await Promise.all([
    getStudent({ userId: student.userId }),
    findStudentApplications({ userId: student.userId }),
    findNextInstalments({ userId: student.userId }),
    findStudentRefundRequests({ userId: student.userId }),
    findAwaitingVerification({ userId: student.userId }),
  ]);
  return { resume: user.resume, applications, nextInstalments, refundRequests, awaitingVerification };
}

export async function action({ request }: Route.ActionArgs) {
  const student = await requireStudentPage(request);
  const form = await request.formData();
  try {
    await updateResume({ userId: student.userId, file: form.get('resume') });
    return { ok: true, message: 'Resume updated successfully!' };
  } catch (error) {
    if (error instanceof AppError) return data({ ok: false, message: error.message }, error.status);
    throw error;
  }
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader title="Applied Courses" subtitle="Your resume and the courses you applied to, with their status and fees." />
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
        <ResumeSection resume={loaderData.resume} />
        <section aria-labelledby="applied-heading">
          <h2 id="applied-heading" className="mb-3 text-xl font-semibold text-slate-900">
            Applied Courses
          </h2>
          <AppliedCoursesTable
            applications={loaderData.applications}
            nextInstalments={loaderData.nextInstalments}
            refundRequests={loaderData.refundRequests}
            awaitingVerification={loaderData.awaitingVerification}
          />
        </section>
      </div>
    </main>
  );
}
