import { useStaffMay } from '~/components/dashboard/shell/use-staff-may';
import { type ReactNode, useRef } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import { DOCUMENT_LABELS } from '~/modules/documents/documents.schemas';
import { type ApplicationsResult, inlineUrl, type StudentView } from './applications-shared';
import { CandidatePhoto } from './candidate-photo';
import { buttonClass, smallButtonClass } from '~/components/ui/button-classes';
import { Dialog } from '~/components/ui/dialog';

type Profile = NonNullable<StudentView['profile']>;
// The order of spec §2's profile modal: Aadhaar front and back first.
const DOCUMENTS = (['aadharFront', 'aadharBack', 'leavingCertificate', 'sscDocument', 'hscDocument', 'diplomaDocument', 'bachelorDocument'] as const).map(
  (kind) => [kind, DOCUMENT_LABELS[kind]] as const,
);
const EDUCATION: Array<[keyof Profile, string]> = [
  ['sscPercentage', 'SSC'],
  ['hscPercentage', 'HSC'],
  ['diplomaPercentage', 'Diploma'],
  ['bachelorPercentage', 'Bachelor'],
];

const shown = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? 'NA' : String(value));

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-2 py-1">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The masked number, and the full one after Reveal (an audited action of the page). */
function Aadhaar({ userId, masked }: { userId: string; masked: string }) {
  const fetcher = useFetcher<ApplicationsResult>();
  const may = useStaffMay();
  // A refusal (a session whose role changed meanwhile) is said here: a toast would sit behind the modal.
  const refusal = fetcher.data && !fetcher.data.ok && fetcher.state === 'idle' ? fetcher.data.message : null;
  if (!masked) return <>NA</>;
  // Accounts see the masked number only (decision 029): no Reveal to press.
  if (!may('aadhaar')) return <span className="font-mono">{masked}</span>;
  const full = fetcher.data?.ok ? fetcher.data.aadharNumber : undefined;
  if (full) return <span className="font-mono">{full.replace(/(\d{4})(?=\d)/g, '$1 ')}</span>;
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <span className="font-mono">{masked}</span>
      <input type="hidden" name="intent" value="reveal" />
      <input type="hidden" name="userId" value={userId} />
      <button type="submit" disabled={fetcher.state !== 'idle'} aria-label="Reveal the full Aadhaar number" className={smallButtonClass('outline')}>
        {fetcher.state !== 'idle' ? 'Revealing...' : 'Reveal'}
      </button>
      {refusal ? (
        <p role="alert" className="basis-full text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * The applicant's profile (spec §2) in a modal dialog, opened by ?profile={userId} so it also works
 * as a plain link (the server renders it open); closing it (Close, Escape) removes that parameter.
 */
export function ProfileDialog({ student }: { student: StudentView }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const may = useStaffMay();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete('profile');
  const closedUrl = `${location.pathname}${params.size ? `?${params}` : ''}`;

  const onClose = () => void navigate(closedUrl, { replace: true, preventScrollReset: true });

  const profile = student.profile;
  const name = [profile?.firstName, profile?.middleName, profile?.lastName].filter(Boolean).join(' ') || student.name || student.email;
  const address = [profile?.address, profile?.city, profile?.state, profile?.zipCode].filter(Boolean).join(', ');
  const reference = profile?.reference === 'Other' && profile.otherReference ? `Other: ${profile.otherReference}` : profile?.reference;
  return (
    <Dialog
      key={student._id}
      ref={dialog}
      initiallyOpen
      titleId="profile-dialog-title"
      title={name}
      description={student.email}
      leading={<CandidatePhoto url={profile?.profilePhoto || student.image} name={name} size="large" />}
      onClose={onClose}
      width="w-[min(42rem,calc(100vw-2rem))]"
      footer={
        <>
          <Link to={closedUrl} replace preventScrollReset className={buttonClass('secondary')}>
            Close
          </Link>
          {may('admissions') ? (
            <Link to={`/dashboard/change-user-profile/${student._id}`} className={buttonClass('primary')}>
              Edit
            </Link>
          ) : null}
        </>
      }
    >
      {/* One block, so the sections keep their own spacing inside the dialog's column. */}
      <div className="*:first:mt-0">
        {profile ? null : <p className="mt-4 text-slate-700">No profile data available</p>}
        <h3 className="mt-5 font-semibold text-slate-900">Personal information</h3>
        <dl className="mt-1 text-sm">
          <Row label="Phone">{shown(profile?.contactNumber)}</Row>
          <Row label="Alternate phone">{shown(profile?.alternateNumber)}</Row>
          <Row label="Email">{student.email}</Row>
          <Row label="Date of birth">{shown(profile?.dob)}</Row>
          <Row label="Address">{shown(address)}</Row>
          <Row label="Gender">{shown(profile?.gender)}</Row>
          <Row label="Blood group">{shown(profile?.bloodGroup)}</Row>
          <Row label="Marital status">{shown(profile?.maritalStatus)}</Row>
          <Row label="Category">{shown(profile?.category)}</Row>
          <Row label="Aadhaar number">
            <Aadhaar userId={student._id} masked={profile?.aadharNumber ?? ''} />
          </Row>
          <Row label="Reference">{shown(reference)}</Row>
        </dl>
        <h3 className="mt-5 font-semibold text-slate-900">Education</h3>
        <dl className="mt-1 text-sm">
          {EDUCATION.map(([field, label]) => (
            <Row key={field} label={label}>
              {profile?.[field] == null ? 'NA' : `${profile[field]}%`}
            </Row>
          ))}
        </dl>
        <h3 className="mt-5 font-semibold text-slate-900">Documents</h3>
        <dl className="mt-1 text-sm">
          {DOCUMENTS.map(([field, label]) => {
            const url = profile?.[field] as string | undefined;
            return (
              <Row key={field} label={label}>
                {url ? (
                  <a href={inlineUrl(url)} target="_blank" rel="noopener" className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
                    View<span className="sr-only"> {label} (opens in a new tab)</span>
                  </a>
                ) : (
                  'Not Uploaded'
                )}
              </Row>
            );
          })}
        </dl>
      </div>
    </Dialog>
  );
}
