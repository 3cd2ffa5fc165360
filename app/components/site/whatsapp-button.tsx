import { useEffect, useRef } from 'react';
import { useShellTexts } from '~/utils/use-student';
import { WhatsappIcon } from './icons';

/** The floating messaging button of spec §1, on every page. */
export function WhatsappButton({ number }: { number: string }) {
  const link = useRef<HTMLAnchorElement>(null);
  const texts = useShellTexts();
  // Out of the way (issue 21): faded out and not tappable (data-away) while the page scrolls and
  // wherever it would cover text or a button, back once it rests over empty space, as at the page's
  // end. Only faded, never moved: where it sits is what is measured. It stays in the tab order and
  // shows whenever the keyboard reaches it. The watcher loads after the page: it is no part of the
  // first paint nor of the public pages' JavaScript budget (decision 010).
  useEffect(() => {
    const watching = import('./floating-clearance').then(({ watchClearance }) => link.current && watchClearance(link.current));
    return () => void watching.then((stop) => stop && stop());
  }, []);
  // In its own landmark, so that everything on the page belongs to one.
  return (
    <aside aria-label={texts.quickContact}>
      <a
        ref={link}
        href={`https://wa.me/${number}`}
        target="_blank"
        rel="noopener noreferrer"
        className={
          'fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full ' +
          'bg-[#1a7f45] text-white shadow-lg ring-4 ring-white/60 transition duration-200 hover:bg-[#156b3a] ' +
          'motion-reduce:transition-none data-away:not-focus-visible:pointer-events-none data-away:not-focus-visible:opacity-0 ' +
          'tab:right-6 tab:bottom-6'
        }
      >
        <WhatsappIcon className="size-8" />
        <span className="sr-only">{texts.whatsapp}</span>
      </a>
    </aside>
  );
}
