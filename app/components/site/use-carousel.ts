import { useCallback, useEffect, useRef, useState } from 'react';
import { MANUAL_PAUSE_MS, SLIDE_INTERVAL_MS } from './hero-slides';

/**
 * Slide index and timing of the Home carousel (spec §9): it advances every 5 s; moving it by
 * hand holds the chosen slide for 6 s, then the 5 s rhythm resumes. It never moves on its own
 * when the visitor prefers reduced motion or pressed pause.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  // Bumped on every manual move so the timer restarts even when the index did not change.
  const [moves, setMoves] = useState(0);
  const heldByHand = useRef(false);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    // The server rendered it moving: only a visitor who prefers reduced motion costs a render here.
    if (query.matches) update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const playing = !paused && !reducedMotion;

  useEffect(() => {
    if (!playing) return;
    const delay = heldByHand.current ? MANUAL_PAUSE_MS : SLIDE_INTERVAL_MS;
    const timer = window.setTimeout(() => {
      heldByHand.current = false;
      setIndex((current) => (current + 1) % count);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [playing, index, moves, count]);

  const goTo = useCallback(
    (target: number) => {
      heldByHand.current = true;
      setIndex(((target % count) + count) % count);
      setMoves((n) => n + 1);
    },
    [count],
  );

  return {
    index,
    playing,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    // Pressing play under reduced motion is the visitor's explicit choice, so it wins.
    togglePlaying: () => {
      if (playing) setPaused(true);
      else {
        setPaused(false);
        setReducedMotion(false);
      }
    },
  };
}
