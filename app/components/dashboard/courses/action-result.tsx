import { useEffect, useEffectEvent } from 'react';
import type { ActionResult } from '~/utils/action-result';
import { showToast } from '~/utils/toast';

export type { ActionResult };

/**
 * Where an answer is said, so that one action gives one notice (issue 9): a success in a toast; a
 * refusal in a toast too, unless the caller says refusals itself (`'inline'`): a dialog's alert (a
 * toast behind a modal's backdrop is neither seen nor announced) or a form's fields and the line
 * beside its button.
 */
export type RefusalsSaid = 'toast' | 'inline';

/** Whether the answer is a toast under that rule. */
export const saidAsToast = (result: { ok: boolean }, refusals: RefusalsSaid = 'toast') => result.ok || refusals === 'toast';

/**
 * What the line beside a form's button says (for `ResultStatus`): a refusal, unless its fields
 * already say it; never a success (its toast does). `failure` leads it (spec §8: 'Failed to add
 * news.') and is all it says when the fields say the rest.
 */
export function saidInline(result: ActionResult | null | undefined, failure?: string): ActionResult | null {
  if (!result || result.ok) return null;
  const atFields = Object.keys(result.fieldErrors).length > 0;
  if (!failure) return atFields ? null : result;
  return { ...result, message: atFields ? failure : `${failure} ${result.message}` };
}

/**
 * Shows each new answer of a fetcher once, where `refusals` says (above), and hands it to
 * `onResult` (the dialog's alert). `failure` leads the server's message on errors (spec §8:
 * 'Failed to add news.').
 */
export function useResultToast(
  result: ActionResult | undefined,
  {
    onSuccess,
    onResult,
    failure,
    refusals = 'toast',
  }: { onSuccess?: () => void; onResult?: (result: ActionResult) => void; failure?: string; refusals?: RefusalsSaid } = {},
) {
  // The callbacks are read at the time of the answer only.
  const announce = useEffectEvent((result: ActionResult) => {
    const message = result.ok || !failure ? result.message : `${failure} ${result.message}`;
    if (saidAsToast(result, refusals)) showToast(result.ok ? 'success' : 'error', message);
    onResult?.({ ...result, message });
    if (result.ok) onSuccess?.();
  });
  useEffect(() => {
    if (result) announce(result);
  }, [result]);
}

/** A page's polite status line: the last answer the page says itself (a refusal beside a form's button). */
export function ResultStatus({ result, className = '' }: { result: ActionResult | null | undefined; className?: string }) {
  return (
    <p role="status" className={`text-sm ${result?.ok ? 'text-green-800' : 'text-red-700'} ${className}`}>
      {result?.message ?? ''}
    </p>
  );
}
