import { useCallback, useEffect, useRef, useState } from 'react';

/** Marks the line that says a form's refusal (ResultStatus), so the form can take the student to it. */
export const PROBLEM_ATTRIBUTE = 'data-problem';

/**
 * Takes the student to what a refused form needs: its first field marked invalid (in the order of
 * the page), else the line saying the refusal, scrolled to the middle of the screen and focused so
 * it is read out. On a phone the message under a field or beside the button may sit below the fold
 * (issue 21: a UPI report's date refusal under its Send button, off screen at 390 px).
 */
export function revealFirstProblem(container: HTMLElement | null) {
  const field = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = field ?? container?.querySelector<HTMLElement>(`[${PROBLEM_ATTRIBUTE}]`);
  if (!target) return;
  // A message is not a control: focusable by script only, so Tab still goes from field to field.
  if (!field && !target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ block: 'center' });
}

/**
 * A form's handle and `reveal()`: call it when a refusal is set; once the refusal is on the page
 * (after the commit that shows it), the first problem is revealed as above.
 */
export function useRevealProblem<Container extends HTMLElement>() {
  const container = useRef<Container>(null);
  const [requests, setRequests] = useState(0);
  // Compared after every commit rather than keyed on `requests`: see use-each-new.ts.
  const revealed = useRef(0);
  useEffect(() => {
    if (requests === revealed.current) return;
    revealed.current = requests;
    revealFirstProblem(container.current);
  });
  // The same function every render, so effects may list it.
  const reveal = useCallback(() => setRequests((count) => count + 1), []);
  return { container, reveal };
}
