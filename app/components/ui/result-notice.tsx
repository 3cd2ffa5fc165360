import { useRef, useState } from 'react';
import { showToast } from '~/utils/toast';
import { PROBLEM_ATTRIBUTE } from './reveal-problem';
import { useEachNew } from './use-each-new';

/**
 * Any answer of an action a page says: the dashboard's ActionResult (app/utils/action-result.ts),
 * the student's AdmissionResult, … A refusal may name its refused fields.
 */
export type Answer = { ok: true; message: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };

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
export function saidInline(result: Answer | null | undefined, failure?: string): Answer | null {
  if (!result || result.ok) return null;
  const atFields = Object.keys(result.fieldErrors ?? {}).length > 0;
  if (!failure) return atFields ? null : result;
  return { ...result, message: atFields ? failure : `${failure} ${result.message}` };
}

/**
 * Shows each new answer of a fetcher once, where `refusals` says (above), and hands it to
 * `onResult` (the dialog's alert). `failure` leads the server's message on errors (spec §8:
 * 'Failed to add news.').
 */
export function useResultToast<Result extends Answer>(
  result: Result | undefined,
  {
    onSuccess,
    onResult,
    failure,
    refusals = 'toast',
  }: { onSuccess?: () => void; onResult?: (result: Result) => void; failure?: string; refusals?: RefusalsSaid } = {},
) {
  // The callbacks and the rule are read at the time of the answer only.
  useEachNew(result, (answer) => {
    const message = answer.ok || !failure ? answer.message : `${failure} ${answer.message}`;
    if (saidAsToast(answer, refusals)) showToast(answer.ok ? 'success' : 'error', message);
    onResult?.({ ...answer, message });
    if (answer.ok) onSuccess?.();
  });
}

/**
 * The answer of a `ConfirmDialog` that asked before an action: a success closes it and is its
 * toast; a refusal is its `error` (a toast behind a modal's backdrop is neither seen nor announced).
 */
export function useDialogAnswer(result: Answer | undefined) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  useResultToast(result, {
    onResult: (answer) => setError(answer.ok ? null : answer.message),
    onSuccess: () => dialog.current?.close(),
    refusals: 'inline',
  });
  return { dialog, error, setError };
}

/** A form's polite status line: a refusal the form says beside its button (never a success: its toast says it). */
export function ResultStatus({ result, className = '' }: { result: Answer | null | undefined; className?: string }) {
  const problem = result && !result.ok ? { [PROBLEM_ATTRIBUTE]: '' } : {};
  return (
    <p role="status" {...problem} className={`text-sm ${result?.ok ? 'text-green-800' : 'text-red-700'} ${className}`}>
      {result?.message ?? ''}
    </p>
  );
}
