import type { ReactNode, RefObject } from 'react';
import type { Locale } from '~/modules/i18n/locales';
import type { ProfileTexts } from '~/modules/i18n/portal/profile-texts.server';
import type { ProfileField } from '~/modules/students/profile.schemas';
import { formatMediumDate } from '~/utils/dates';
import { DataRightsPanel } from './data-rights-panel';
import { DocumentReview, type DocumentStatuses } from './document-review';
import { buttonClass } from '~/components/ui/button-classes';
import { formatDate, formatPercentage, linkClasses, profileInitials, type Profile, type ProfileUser } from './profile-ui';

type SectionTitle = 'personal' | 'contact' | 'education' | 'reference';
const SECTIONS: Array<{ title: SectionTitle; fields: ProfileField[] }> = [
  { title: 'personal', fields: ['firstName', 'middleName', 'lastName', 'dob', 'gender', 'maritalStatus', 'category', 'bloodGroup', 'aadharNumber'] },
  { title: 'contact', fields: ['contactNumber', 'alternateNumber', 'address', 'city', 'state', 'zipCode'] },
  { title: 'education', fields: ['sscPercentage', 'hscPercentage', 'diplomaPercentage', 'bachelorPercentage', 'leavingCertificateType'] },
  { title: 'reference', fields: ['reference', 'otherReference'] },
];
const DOCUMENTS = ['sscDocument', 'hscDocument', 'diplomaDocument', 'bachelorDocument', 'leavingCertificate', 'aadharFront', 'aadharBack'] as const;

// A date of birth has no time of day: on English pages as typed ('15 Mar 2004'), in Hindi and
// Marathi the month named in the language (noon in India, so no zone moves the day).
function display(profile: Profile, field: ProfileField, locale: Locale, options: Record<string, string>): string {
  const value = profile[field];
  if (typeof value === 'number' || value === null) return formatPercentage(value);
  if (field === 'dob' && value) return locale === 'en' ? formatDate(value) : formatMediumDate(`${value}T12:00:00+05:30`, locale);
  return options[value] ?? value; // aadharNumber arrives masked from getStudent
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
function DocumentLink({ url, label, texts }: { url: string; label: string; texts: ProfileTexts['view'] }) {
  if (!url) return <span className="text-slate-600">{texts.notUploaded}</span>;
  return (
    <a href={url} className={linkClasses}>
      {texts.view}
      <span className="sr-only"> {label}</span>
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
  documentStatus,
  locale,
  texts,
}: {
  user: ProfileUser;
  loading: boolean;
  /** Focused, at the top of the screen, when the view opens after a submission. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  onOpenForm: () => void;
  erasureRequestedAt: number | null;
  /** The review of each uploaded document (issue 23 point 5). */
  documentStatus: DocumentStatuses;
  locale: Locale;
  texts: ProfileTexts;
}) {
  const { profile } = user;
  const { labels, documents } = texts.fields;
  const words = texts.view;
  const fullName = profile ? [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' ') : '';
  return (
    <div aria-busy={loading} className="flex flex-col gap-6">
      {/* scroll-mt: clear of the sticky site header. */}
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-2xl font-semibold text-slate-900 focus:outline-none">
        {texts.tabs.profile}
      </h2>
      {/* Shown while the profile is being fetched again (after a submission, or opening this page from itself). */}
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {loading ? words.loading : ''}
      </p>
      <div className="flex items-center gap-4">
        {profile?.profilePhoto ? (
          // The owner's session cookie goes with the request; the private file route serves it to them.
          <img
            src={profile.profilePhoto}
            alt={words.yourPhoto}
            width={96}
            height={96}
            className="size-24 shrink-0 rounded-full border border-slate-200 object-cover"
          />
        ) : (
          <span
            role="img"
            aria-label={words.noPhoto}
            className="grid size-24 shrink-0 place-items-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
          >
            <span aria-hidden="true">{profileInitials(user) || '?'}</span>
          </span>
        )}
        <div className="min-w-0">
          <p className="text-xl font-semibold break-words text-slate-900">{fullName || user.name || words.noName}</p>
          <p className="text-sm break-words text-slate-700">{user.email}</p>
          <DocumentReview kind="profilePhoto" label={documents.profilePhoto} review={documentStatus.profilePhoto} texts={texts.review} />
        </div>
      </div>
      {profile ? (
        <>
          {SECTIONS.map((section) => (
            <Section key={section.title} title={texts.fields[section.title]}>
              {section.fields
                .filter((field) => field !== 'otherReference' || profile.reference === 'Other')
                .map((field) => (
                  <Item key={field} label={labels[field]}>
                    {display(profile, field, locale, texts.fields.options) || <span className="font-normal text-slate-600">{words.notProvided}</span>}
                  </Item>
                ))}
            </Section>
          ))}
          <Section title={words.documents}>
            {DOCUMENTS.map((kind) => (
              <Item key={kind} label={documents[kind]}>
                <DocumentLink url={profile[kind]} label={documents[kind]} texts={words} />
                <DocumentReview kind={kind} label={documents[kind]} review={documentStatus[kind]} texts={texts.review} />
              </Item>
            ))}
            <Item label={documents.resume}>
              <DocumentLink url={user.resume} label={documents.resume} texts={words} />
              <DocumentReview kind="resume" label={documents.resume} review={documentStatus.resume} texts={texts.review} />
            </Item>
          </Section>
        </>
      ) : (
        <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center">
          <p className="font-semibold text-slate-900">{words.empty}</p>
          <p className="mt-1 text-sm text-slate-700">{words.emptyHint}</p>
          <button type="button" onClick={onOpenForm} className={`${buttonClass('primary')} mt-4`}>
            {words.openForm}
          </button>
          {user.resume ? (
            <p className="mt-4 text-sm">
              {documents.resume}: <DocumentLink url={user.resume} label={documents.resume} texts={words} />
            </p>
          ) : null}
        </div>
      )}
      <DataRightsPanel erasureRequestedAt={erasureRequestedAt} locale={locale} texts={texts.rights} />
    </div>
  );
}
