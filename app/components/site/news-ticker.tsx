import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { NewsCardTexts } from '~/modules/i18n/site/card-texts.server';
import { PauseIcon, PlayIcon } from './icons';

/** Spec §9: the ticker moves at 60 px per second. */
export const TICKER_SPEED_PX_PER_S = 60;
// Before the browser measures, a title is guessed at 8 px a character plus the gap between items.
const guessWidth = (titles: string[]) => titles.reduce((sum, title) => sum + title.length * 8 + 64, 0);
const duration = (widthPx: number) => `${(widthPx / TICKER_SPEED_PX_PER_S).toFixed(2)}s`;

// A CSS animation does the moving (no script per frame). The list is rendered twice and moves
// by one copy's width, so it loops without a jump; the second copy is hidden from assistive
// technology and the keyboard. Hover, focus and the pause button stop it; under reduced motion it
// is a static list (app.css).
export function NewsTicker({ items, texts }: { items: Array<{ id: string; title: string }>; texts: NewsCardTexts }) {
  const copy = useRef<HTMLUListElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const guessed = guessWidth(items.map((item) => item.title));

  // The measured width goes straight to the track's custom property: as React state it cost a
  // second render of the page right after hydration, on the home page's busiest moment.
  useEffect(() => {
    if (copy.current && track.current) track.current.style.setProperty('--ticker-duration', duration(copy.current.scrollWidth));
  }, [items]);

  const list = (hidden: boolean) => (
    <ul ref={hidden ? undefined : copy} aria-hidden={hidden || undefined} className={`flex shrink-0 items-center ${hidden ? 'ticker-copy' : ''}`}>
      {items.map((item) => (
        <li key={item.id} className="flex items-center pr-16 whitespace-nowrap before:mr-4 before:size-2 before:rounded-full before:bg-amber-400">
          <Link to={`/news/${item.id}`} tabIndex={hidden ? -1 : undefined} className="font-medium text-white hover:underline">
            {item.title}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="ticker flex items-center gap-3 rounded-xl bg-brand-800 py-2 pr-2 pl-4" data-paused={paused || undefined}>
      <p className="shrink-0 rounded bg-amber-400 px-2 py-1 text-xs font-bold tracking-wide text-slate-900 uppercase">{texts.latest}</p>
      <div className="min-w-0 flex-1 overflow-hidden">
        <div ref={track} className="ticker-track flex w-max" style={{ '--ticker-duration': duration(guessed) } as React.CSSProperties}>
          {list(false)}
          {list(true)}
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused(!paused)}
        className="ticker-toggle flex size-9 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15"
      >
        {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
        <span className="sr-only">{paused ? texts.playTicker : texts.pauseTicker}</span>
      </button>
    </div>
  );
}
