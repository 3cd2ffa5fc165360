import { Link } from 'react-router';
import type { ApplicationView } from '~/modules/applications/application-view.server';
import { formatRupees } from '~/modules/courses/course-format';
import { showToast } from '~/utils/toast';
import { usePublicConfig } from '~/utils/use-public-config';
import { smallButtonClass } from '~/components/ui/button-classes';
import { formatLongDate } from '~/utils/dates';

// Spec §4: Accepted green, Rejected red, anything else blue (text and background pass AA contrast).
const statusClass = (status: string) =>
  status === 'Accepted' ? 'bg-green-100 text-green-800' : status === 'Rejected' ? 'bg-red-100 text-red-800' : 'bg-blue-100 text-blue-800';

/** The Applied Courses table of spec §2. The fee status comes derived from the server. */
/** Spec §2: 'Pending' when nothing is paid, else 'Fees Paid: ₹{amount}'; 'Paid' when staff marked the fees paid with nothing recorded (a waiver). */
const feesText = ({ feesPaid, fees }: { feesPaid: number; fees: string }) =>
  feesPaid > 0 ? `Fees Paid: ${formatRupees(feesPaid)}` : fees === 'Paid' ? 'Paid' : 'Pending';

export function AppliedCoursesTable({ applications }: { applications: ApplicationView[] }) {
  const { institute } = usePublicConfig();
  if (!applications.length) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-slate-700">
        You have not applied to any course yet.{' '}
        <Link to="/courses" className="font-semibold text-brand-700 underline">
          Browse the courses
        </Link>
      </p>
    );
  }
  // Online payment comes with the payments work; until then the button says where to pay.
  const payNow = () => showToast('info', `Online payment is not open yet. Please pay at the institute's office or call ${institute.phones[0]}.`);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['Student Name', 'Course Title', 'Date of Application', 'Status', 'Fees'].map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {applications.map((application) => (
            <tr key={application._id}>
              <td className="px-4 py-3">{application.userId.name}</td>
              <td className="px-4 py-3 font-medium text-slate-900">{application.courseId.title}</td>
              <td className="px-4 py-3">
                <time dateTime={application.date}>{formatLongDate(application.date)}</time>
              </td>
              <td className="px-4 py-3">
                <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusClass(application.status)}`}>{application.status}</span>
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span>{feesText(application)}</span>
                  {application.fees === 'Pending' ? (
                    <button type="button" onClick={payNow} className={smallButtonClass('primary')}>
                      Pay Now
                    </button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
