import { useEffect, useEffectEvent } from 'react';
import type { ActionResult } from '~/utils/action-result';
import { showToast } from '~/utils/toast';

export type { ActionResult };

/**
 * Shows each new answer of a fetcher as a toast (success or error), once, and hands it to
 * `onResult` (the page's status line). `failure` leads the server's message on errors
 * (spec §8: 'Failed to add news.').
 */
export function useResultToast(
  result: ActionResult | undefined,
  { onSuccess, onResult, failure }: { onSuccess?: () => void; onResult?: (result: ActionResult) => void; failure?: string } = {},
) {
  // The callbacks are read at the time of the answer only.
  const announce = useEffectEvent((result: ActionResult) => {
    const message = result.ok || !failure ? result.message : `${failure} ${result.message}`;
    showToast(result.ok ? 'success' : 'error', message);
    onResult?.({ ...result, message });
    if (result.ok) onSuccess?.();
  });
  useEffect(() => {
    if (result) announce(result);
  }, [result]);
}

/** A page's polite status line: the last answer, for screen readers and anyone who missed the toast. */
export function ResultStatus({ result, className = '' }: { result: ActionResult | null | undefined; className?: string }) {
  return (
    <p role="status" className={`text-sm ${result?.ok ? 'text-green-800' : 'text-red-700'} ${className}`}>
      {result?.message ?? ''}
    </p>
  );
}
