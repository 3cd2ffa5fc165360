import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `handle` once for each new `value` (a new object: a fetcher's answer), after the commit
 * that shows it; also for the value a component mounts with.
 *
 * Why not `useEffect(() => …, [value])`: a fetcher's answer arrives in a transition (React Router's
 * updates), and on a loaded machine React committed a new answer without running the effect whose
 * dependency had changed (react/react#34556). 2–4 times in 30 runs of the news-and-events suite an
 * event was renamed, yet its dialog stayed open and said nothing. This compares after every commit.
 */
export function useEachNew<T>(value: T | null | undefined, handle: (value: T) => void) {
  const onNew = useEffectEvent(handle);
  const seen = useRef<T | null | undefined>(undefined);
  useEffect(() => {
    if (value == null || value === seen.current) return;
    seen.current = value;
    onNew(value);
  });
}
