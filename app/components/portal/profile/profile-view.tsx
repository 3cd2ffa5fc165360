import type { ReactNode, RefObject } from 'react';
import { DOCUMENT_LABELS } from '~/modules/documents/documents.schemas';
import { PROFILE_FIELD_LABELS as L, type ProfileField } from '~/modules/students/profile.schemas';
import { DataRightsPanel } from './data-rights-panel';
import { buttonClass } from '~/components/ui/button-classes';
import { formatDate, formatPercentage, linkClasses, profileInitials, type Profile, type ProfileUser } from './profile-ui';

const SECTIONS: Array<{ title: string; fields: ProfileField[] }> = [
  { title: 'Personal details', fields: ['firstName', 'middleName', 'lastName', 'dob', 'gender', 'maritalStatus', 'category', 'bloodGroup', 'aadharNumber'] },
  { title: 'Contact details', fields: ['contactNumber', 'alternateNumber', 'address', 'city', 'state', 'zipCode'] },
  { title: 'Education', fields: ['sscPercentage', 'hscPercentage', 'diplomaPercentage', 'bachelorPercentage', 'leavingCertificateType'] },
  { title: 'Reference', fields: ['reference', 'otherReference'] },
];
const DOCUMENTS = ['sscDocument', 'hscDocument', 'diplomaDocument', 'bachelorDocument', 'leavingCertificate', 'aadharFront', 'aadharBack'] as const;

function display(profile: Profile, field: ProfileField): string {
  const value = profile[field];
  if (typeof value === 'number' || value === null) return formatPercentage(value);
  return field === 'dob' && value ? formatDate(value) : value; // aadharNumber arrives masked from getStudent
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 p-4 sm:p-5">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

// Private file URLs: the file route answers the owner with a download (attachment, no-store).
function DocumentLink({ url, label }: { url: string; label: string }) {
  if (!url) return <span className="text-slate-600">Not Uploaded</span>;
  return (
    <a href={url} className={linkClasses}>
      View<span className="sr-only"> {label}</span>
    </a>
  );
}

/** My Profile (spec §2): read-only, the admission form's data in sections, plus the resume. */
export function ProfileView({
  user,
  loading,
  headingRef,
  onOpenForm,
  erasureRequestedAt,
}: {
  user: ProfileUser;
  loading: boolean;
  /** Focused, at the top of the screen, when the view opens after a submission. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  onOpenForm: () => void;
  erasureRequestedAt: number | null;
}) {
  const { profile } = user;
  const fullName = profile ? [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' ') : '';
  return (
    <div aria-busy={loading} className="flex flex-col gap-6">
      {/* scroll-mt: clear of the sticky site header. */}
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-semibold text-slate-900 focus:outline-none">
        My Profile
      </h2>
      {/* Shown while the profile is being fetched again (after a submission, or opening this page from itself). */}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {loading ? 'Loading profile...' : ''}
      </p>
      <div className="flex items-center gap-4">
        {profile?.profilePhoto ? (
          // The owner's session cookie goes with the request; the private file route serves it to them.
          <img
            src={profile.profilePhoto}
            alt="Your profile photo"
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          <span
            role="img"
            aria-label="No profile photo"
            className="grid size-24 shrink-0 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
          >
            <span aria-hidden="true">{profileInitials(user) || '?'}</span>
          </span>
        )}
        <div className="min-w-0">
          <p className="text-xl font-semibold break-words text-slate-900">{fullName || user.name || 'Your name is not on file yet'}</p>
          <p className="text-sm break-words text-slate-700">{user.email}</p>
        </div>
      </div>
      {profile ? (
        <>
          {SECTIONS.map((section) => (
            <Section key={section.title} title={section.title}>
              {section.fields
                .filter((field) => field !== 'otherReference' || profile.reference === 'Other')
                .map((field) => (
                  <Item key={field} label={L[field]}>
                    {display(profile, field) || <span className="font-normal text-slate-600">Not provided</span>}
                  </Item>
                ))}
            </Section>
          ))}
          <Section title="Documents">
            {DOCUMENTS.map((kind) => (
              <Item key={kind} label={DOCUMENT_LABELS[kind]}>
                <DocumentLink url={profile[kind]} label={DOCUMENT_LABELS[kind]} />
              </Item>
            ))}
            <Item label="Resume">
              <DocumentLink url={user.resume} label="Resume" />
            </Item>
          </Section>
        </>
      ) : (
        <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p className="font-semibold text-slate-900">No profile data available</p>
          <p className="mt-1 text-sm text-slate-700">Fill in the admission form to create your profile.</p>
          <button type="button" onClick={onOpenForm} className={`${buttonClass('primary')} mt-4`}>
            Open the admission form
          </button>
          {user.resume ? (
            <p className="mt-4 text-sm">
              Resume: <DocumentLink url={user.resume} label="Resume" />
            </p>
          ) : null}
        </div>
      )}
      <DataRightsPanel erasureRequestedAt={erasureRequestedAt} />
    </div>
  );
}
