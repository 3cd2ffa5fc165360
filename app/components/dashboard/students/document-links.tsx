import { DOCUMENT_LABELS } from '~/modules/documents/documents.schemas';
import { DOCUMENT_FIELDS } from '~/modules/students/profile.schemas';

export type DocumentUrls = Record<(typeof DOCUMENT_FIELDS)[number] | 'resume', string>;

/** The student's documents, read-only (spec §2): a link each, or 'Not Uploaded'. */
export function DocumentLinks({ documents }: { documents: DocumentUrls }) {
  const rows: Array<[keyof DocumentUrls, string]> = [
    ...DOCUMENT_FIELDS.map((kind) => [kind, DOCUMENT_LABELS[kind]] as [keyof DocumentUrls, string]),
    ['resume', DOCUMENT_LABELS.resume],
  ];
  return (
    <section aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="text-lg font-semibold text-slate-900">
        Documents
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {rows.map(([kind, label]) => (
          <div key={kind} className="flex justify-between gap-3 border-b border-slate-200 py-2">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-sm">
              {documents[kind] ? (
                <a href={documents[kind]} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">
                  View {label.toLowerCase()}
                </a>
              ) : (
                <span className="text-slate-600">Not Uploaded</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
