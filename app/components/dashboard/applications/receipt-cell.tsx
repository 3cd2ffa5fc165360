import { admissionLetterUrl } from '~/modules/admission-letters/letter-code';
import { useStaffMay } from '~/components/dashboard/shell/use-staff-may';
import { useEffect } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { useResultToast } from '~/components/ui/result-notice';
import { smallButtonClass } from '~/components/ui/button-classes';
import type { ApplicationsResult, ApplicationView } from './applications-shared';

/** Spec §4: the list reloads 1 s after a receipt was generated, and its row then offers 'Download Receipt'. */
const RELOAD_AFTER_MS = 1_000;

/**
 * The receipt column of View Applications (spec §2, §4): 'Download Receipt' once the application
 * has one (its fee statement, /files/receipts/{id}); else 'Generate Receipt' for an Accepted
 * application; else nothing to do. Above it, how many payment receipts the application has.
 * Receipts are the fee office's (decision 029): admissions read that one was issued, without a link
 * the server would refuse them. Below, an Accepted application's admission letter (decision 047),
 * which everyone who sees applications may download.
 */
export function ReceiptCell({ application }: { application: ApplicationView }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <ReceiptCount count={application.receiptCount} />
      <Statement application={application} />
      {application.status === 'Accepted' ? (
        <a
          href={admissionLetterUrl(application._id)}
          download
          aria-label={`Download the admission letter of ${application.userId.name} (PDF)`}
          className="whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Admission Letter
        </a>
      ) : null}
    </div>
  );
}

/** How many payment receipts the application has ('2 receipts'): what accounts check first. */
function ReceiptCount({ count }: { count: number }) {
  if (!count) return null;
  return <span className="whitespace-nowrap text-slate-800">{count === 1 ? '1 receipt' : `${count} receipts`}</span>;
}

/** The fee statement (spec §4): its download, or 'Generate Receipt', or nothing to do. */
function Statement({ application }: { application: ApplicationView }) {
  const fetcher = useFetcher<ApplicationsResult>();
  const may = useStaffMay();
  const revalidator = useRevalidator();
  useResultToast(fetcher.data);
  const generated = fetcher.data?.ok === true;
  useEffect(() => {
    if (!generated) return;
    const timer = setTimeout(() => void revalidator.revalidate(), RELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, [generated, revalidator]);
  const name = application.userId.name;

  if (application.receiptUrl && !may('fees')) return <span className="whitespace-nowrap text-slate-600">Receipt issued</span>;
  if (application.receiptUrl) {
    return (
      <a
        href={application.receiptUrl}
        download
        aria-label={`Download Receipt of ${name} (PDF)`}
        className="whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Download Receipt
      </a>
    );
  }
  // Statements are drawn by whoever handles fees; the others only download what exists.
  if (application.status !== 'Accepted' || !may('fees')) {
    // The count above already says what there is.
    if (application.receiptCount) return null;
    return (
      <>
        <span aria-hidden="true" className="text-slate-600">
          —
        </span>
        <span className="sr-only">No receipt yet</span>
      </>
    );
  }
  return (
    <fetcher.Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="generate-receipt" />
      <input type="hidden" name="id" value={application._id} />
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        aria-label={`Generate Receipt for ${name}`}
        className={`${smallButtonClass('secondary')} whitespace-nowrap`}
      >
        {fetcher.state !== 'idle' ? 'Generating...' : 'Generate Receipt'}
      </button>
    </fetcher.Form>
  );
}
