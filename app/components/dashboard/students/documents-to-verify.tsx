import { useId } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { smallButtonClass } from '~/components/ui/button-classes';
import { EmptyState } from '~/components/ui/empty-state';
import { REJECTION_REASON_LABELS, REJECTION_REASONS, REVIEW_NOTE_MAX } from '~/modules/documents/document-reviews.schemas';
import { DOCUMENT_LABELS, type DocumentKind } from '~/modules/documents/documents.schemas';
import type { DocumentToVerify, FormClaims, StudentToVerify } from '~/modules/documents/find-documents-to-verify.server';
import { formatDateTime } from '~/utils/dates';

const percent = (value: number | null) => (value === null ? 'not given' : `${value}%`);

/** What the form says that this document proves, shown beside it: the reviewer compares the two. */
function claimFor(document: DocumentKind, name: string, claims: FormClaims): Array<[string, string]> {
  switch (document) {
    case 'aadharFront':
    case 'aadharBack':
      return [
        ['Name', name],
        ['Aadhaar number', claims.aadhaar || 'not given'],
      ];
    case 'sscDocument':
      return [['SSC percentage', percent(claims.sscPercentage)]];
    case 'hscDocument':
      return [['HSC percentage', percent(claims.hscPercentage)]];
    case 'diplomaDocument':
      return [['Diploma percentage', percent(claims.diplomaPercentage)]];
    case 'bachelorDocument':
      return [['Bachelor percentage', percent(claims.bachelorPercentage)]];
    case 'leavingCertificate':
      return [['Leaving certificate type', claims.leavingCertificateType || 'not given']];
    default:
      return [['Name', name]];
  }
}

function ReviewForm({ student, item }: { student: StudentToVerify; item: DocumentToVerify }) {
  const fetcher = useFetcher<ActionResult>({ key: `review-${item.versionId}` });
  const id = useId();
  const label = DOCUMENT_LABELS[item.document];
  const busy = fetcher.state !== 'idle';
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2" aria-label={`Review ${label} of ${student.name}`}>
      <input type="hidden" name="studentId" value={student.studentId} />
      <input type="hidden" name="document" value={item.document} />
      <input type="hidden" name="versionId" value={item.versionId} />
      <label htmlFor={`${id}-reason`} className="text-sm font-semibold text-slate-900">
        Reason to reject
      </label>
      <select id={`${id}-reason`} name="reason" defaultValue="" className="rounded border border-slate-300 px-2 py-1 text-sm">
        <option value="">Choose a reason (only to reject)</option>
        {REJECTION_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {REJECTION_REASON_LABELS[reason]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-note`} className="text-sm font-semibold text-slate-900">
        Note to the student (optional; needed with Other)
      </label>
      <textarea id={`${id}-note`} name="note" rows={2} maxLength={REVIEW_NOTE_MAX} className="rounded border border-slate-300 px-2 py-1 text-sm" />
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="decision" value="verified" disabled={busy} className={smallButtonClass('confirm')}>
          Verify<span className="sr-only"> {label}</span>
        </button>
        <button type="submit" name="decision" value="rejected" disabled={busy} className={smallButtonClass('danger')}>
          Reject<span className="sr-only"> {label}</span>
        </button>
      </div>
      <p role="status" className={`text-sm empty:hidden ${fetcher.data?.ok === false ? 'text-red-800' : 'text-green-800'}`}>
        {fetcher.state === 'idle' && fetcher.data
          ? [fetcher.data.message, ...Object.values(errors ?? {})].filter((v, i, all) => all.indexOf(v) === i).join(' ')
          : ''}
      </p>
    </fetcher.Form>
  );
}

function DocumentRow({ student, item }: { student: StudentToVerify; item: DocumentToVerify }) {
  const label = DOCUMENT_LABELS[item.document];
  return (
    <li className="grid gap-4 border-t border-slate-200 py-4 md:grid-cols-[1fr_1fr_1.2fr]">
      <div>
        <p className="font-semibold text-slate-900">{label}</p>
        <p className="text-sm text-slate-700">Uploaded {formatDateTime(item.uploadedAt)}</p>
        <a href={item.url} target="_blank" rel="noreferrer" className="text-sm font-semibold text-brand-700 underline">
          Open {label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        {item.earlier.length ? (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-slate-800">Earlier versions ({item.earlier.length})</summary>
            <ul className="mt-1 flex flex-col gap-1">
              {item.earlier.map((version) => (
                <li key={version.versionId}>
                  <a href={version.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                    Uploaded {formatDateTime(version.uploadedAt)}
                  </a>{' '}
                  — {version.status}
                  {version.reason ? `: ${REJECTION_REASON_LABELS[version.reason]}` : ''}
                  {version.note ? ` (“${version.note}”)` : ''}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      <dl className="text-sm">
        <p className="mb-1 font-semibold text-slate-900">The form says</p>
        {claimFor(item.document, student.name, student.claims).map(([field, value]) => (
          <div key={field} className="flex gap-2">
            <dt className="text-slate-700">{field}:</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <ReviewForm student={student} item={item} />
    </li>
  );
}

/** Documents awaiting verification, student by student, the newest application first. */
export function DocumentsToVerify({ students, waiting }: { students: StudentToVerify[]; waiting: number }) {
  return (
    <section aria-labelledby="verify-heading" className="p-4 sm:p-6">
      <h1 id="verify-heading" className="text-2xl font-semibold text-slate-900">
        Verify Documents
      </h1>
      <p className="mt-1 mb-4 max-w-3xl text-sm text-slate-700">
        Open each document and compare it with what the student typed. Verify it, or reject it with a reason: the student is e-mailed and uploads a new copy of
        that document, which then comes back here. Newest applications first.
      </p>
      {/* A work queue, not a list to page through: students whose documents are all reviewed leave it, and the next ones come up. */}
      {waiting > students.length ? (
        <p role="status" className="mb-4 text-sm font-medium text-slate-800">
          {waiting} students have documents waiting; the {students.length} newest applications are shown. The next ones appear as these are reviewed.
        </p>
      ) : null}
      {students.length === 0 ? (
        <EmptyState>No documents are waiting to be verified.</EmptyState>
      ) : (
        <div className="flex flex-col gap-6">
          {students.map((student) => (
            <article key={student.studentId} aria-labelledby={`student-${student.studentId}`} className="rounded-lg border border-slate-200 p-4">
              <h2 id={`student-${student.studentId}`} className="text-lg font-semibold text-slate-900">
                {student.name}
              </h2>
              <p className="text-sm text-slate-700">
                {student.email} · {student.appliedAt === null ? 'No application yet' : `Applied ${formatDateTime(student.appliedAt)}`}
              </p>
              <ul className="mt-2">
                {student.documents.map((item) => (
                  <DocumentRow key={item.versionId} student={student} item={item} />
                ))}
              </ul>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
