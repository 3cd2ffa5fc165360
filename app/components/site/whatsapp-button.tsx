import { WhatsappIcon } from './icons';

/** The floating messaging button of spec §1, on every page. */
export function WhatsappButton({ number }: { number: string }) {
  // In its own landmark, so that everything on the page belongs to one.
  return (
    <aside aria-label="Quick contact">
      <a
        href={`https://wa.me/${number}`}
        target="_blank"
        rel="noopener noreferrer"
        className={
          'fixed right-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full ' +
          'bg-[#1a7f45] text-white shadow-lg ring-4 ring-white/60 hover:bg-[#156b3a] tab:right-6 ' +
          'tab:bottom-6'
        }
      >
        <WhatsappIcon className="size-8" />
        <span className="sr-only">Chat with us on WhatsApp (opens in a new tab)</span>
      </a>
    </aside>
  );
}
