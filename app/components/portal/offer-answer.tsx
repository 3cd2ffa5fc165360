import { useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { smallButtonClass } from '~/components/ui/button-classes';
import { ConfirmDialog } from '~/components/ui/dialog';
import { useDialogAnswer } from '~/components/ui/result-notice';
import { showToast } from '~/utils/toast';
import { useEachNew } from '~/components/ui/use-each-new';
import type { StudentMerit } from '~/modules/admissions/find-merit-rounds.server';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import type { ApplicationsTexts } from '~/modules/i18n/portal/applications-texts.server';
import { formatPaiseCompact } from '~/modules/courses/course-format';
import { formatLongDay } from '~/utils/dates';

type OfferReply = { ok: boolean; message: string };
type OfferTexts = ApplicationsTexts['offer'];

/** Asks before a seat is given up (in the page: no browser confirm()); a refusal is said in the dialog. */
function DeclineDialog({ applicationId, course, onClose, texts }: { applicationId: string; course: string; onClose: () => void; texts: OfferTexts }) {
  const fetcher = useFetcher<OfferReply>();
  const { dialog, error, setError } = useDialogAnswer(fetcher.data);
  const id = useId();
  return (
    <ConfirmDialog
      ref={dialog}
      titleId={`${id}-title`}
      title={fillText(texts.declineFor, { course })}
      description={fillText(texts.confirmDecline, { course })}
      error={error}
      onClose={onClose}
      confirmLabel={texts.decline}
      cancelLabel={texts.cancel}
      tone="danger"
      busy={fetcher.state !== 'idle'}
      onConfirm={() => {
        setError(null);
        void fetcher.submit({ intent: 'offer-decision', applicationId, decision: 'decline' }, { method: 'post' });
      }}
    />
  );
}

/**
 * Applied Courses: where an application stands in its course's latest merit round (issue 23
 * point 4) — 'Offered — accept by 12 July' with Accept and Decline while the offer is open, the
 * student's rank and category in that round, or what became of the offer. Accept posts to the
 * page's own action (a form: it works before the page's script has loaded); Decline asks first.
 */
export function OfferAnswer({
  applicationId,
  course,
  merit,
  locale,
  texts,
}: {
  applicationId: string;
  course: string;
  merit: StudentMerit | undefined;
  locale: Locale;
  texts: OfferTexts;
}) {
  const fetcher = useFetcher<OfferReply>();
  const [askingToDecline, setAskingToDecline] = useState(false);
  useEachNew(fetcher.state === 'idle' ? fetcher.data : undefined, (reply) => showToast(reply.ok ? 'success' : 'error', reply.message));
  if (!merit) return null;
  const values = { round: String(merit.round), rank: String(merit.rank), category: merit.category === 'Open' ? texts.open : merit.category };
  const deadline = merit.deadlineOn ? formatLongDay(merit.deadlineOn, locale) : '';
  const said =
    merit.outcome === 'waitlisted'
      ? fillText(texts.waitlisted, values)
      : merit.offerState === 'declined'
        ? fillText(texts.declined, values)
        : merit.offerState === 'lapsed'
          ? fillText(texts.lapsed, { ...values, date: deadline })
          : null;
  if (said) return <p className="mt-2 text-sm text-slate-700">{said}</p>;
  if (merit.offerState !== 'open') return <p className="mt-2 text-xs text-slate-600">{fillText(texts.place, values)}</p>;
  const busy = fetcher.state !== 'idle';
  const owed = merit.firstInstalmentOwedPaise;
  // The dialog is outside the form: React carries its events up to their owners, portal or not.
  return (
    <>
      <fetcher.Form method="post" className="mt-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm">
        <input type="hidden" name="intent" value="offer-decision" />
        <input type="hidden" name="applicationId" value={applicationId} />
        <p className="font-semibold text-amber-900">{fillText(texts.offered, { date: deadline })}</p>
        <p className="text-xs text-slate-700">{fillText(texts.place, values)}</p>
        {/* A course that asks for its first instalment first: Pay Now is on the row; Accept comes once it is paid. */}
        {owed > 0 ? <p className="mt-1 text-xs font-medium text-amber-900">{fillText(texts.payFirst, { amount: formatPaiseCompact(owed) })}</p> : null}
        <div className="mt-2 flex gap-2">
          {owed > 0 ? null : (
            <button
              type="submit"
              name="decision"
              value="accept"
              disabled={busy}
              aria-label={fillText(texts.acceptFor, { course })}
              className={smallButtonClass('primary')}
            >
              {texts.accept}
            </button>
          )}
          {/* Not a submit button: a tap before hydration is held and asks once the page runs (app/utils/first-taps.ts). */}
          <button
            type="button"
            aria-haspopup="dialog"
            disabled={busy}
            aria-label={fillText(texts.declineFor, { course })}
            className={smallButtonClass('secondary')}
            onClick={() => setAskingToDecline(true)}
          >
            {texts.decline}
          </button>
        </div>
      </fetcher.Form>
      {askingToDecline ? <DeclineDialog applicationId={applicationId} course={course} onClose={() => setAskingToDecline(false)} texts={texts} /> : null}
    </>
  );
}
