import { type KeyboardEvent, type ReactNode, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { CloseIcon, MenuIcon } from '~/components/site/icons';
import type { ProfileTexts } from '~/modules/i18n/portal/profile-texts.server';
import type { ProfileTab } from './profile-ui';

export type TabSpec = { id: ProfileTab; label: string; content: ReactNode };

// The two views of /user-profile as an ARIA tablist (automatic activation: arrows, Home, End).
// One tablist for every width: from the tablet breakpoint it is an ordinary row of tabs; on
// phones the same element becomes a slide-out menu (spec §2), so ids and roles stay unique.
// Closed, the menu is `invisible`: out of the tab order and the accessibility tree. Visibility is
// animated only on closing (it stays visible while sliding out); on opening it must apply at once,
// or focusing the chosen tab would find it still hidden.
// Both panels stay mounted (only hidden) so a half-filled form survives a look at My Profile.
export function ProfileTabs({
  tabs,
  active,
  onChange,
  texts,
}: {
  tabs: TabSpec[];
  active: ProfileTab;
  onChange: (tab: ProfileTab) => void;
  texts: ProfileTexts['tabs'];
}) {
  const id = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<ProfileTab, HTMLButtonElement>());
  const activeLabel = tabs.find((tab) => tab.id === active)?.label;

  // Opening moves focus to the chosen tab; the menu slides in beside it.
  const focusActiveTab = useEffectEvent(() => tabRefs.current.get(active)?.focus());
  useEffect(() => {
    if (menuOpen) focusActiveTab();
  }, [menuOpen]);

  const closeMenu = (returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus && window.matchMedia('(width < 47.5rem)').matches) menuButton.current?.focus();
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key]! + tabs.length) % tabs.length]!;
    onChange(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <button
        ref={menuButton}
        type="button"
        aria-expanded={menuOpen}
        aria-controls={`${id}-menu`}
        onClick={() => setMenuOpen(true)}
        className={
          'flex items-center gap-2 self-start rounded-md border border-slate-300 px-3 py-2 text-sm ' +
          'font-semibold text-slate-800 hover:bg-brand-50 tab:hidden'
        }
      >
        <MenuIcon className="size-5" />
        <span className="sr-only">{texts.sections}: </span>
        {activeLabel}
      </button>
      {menuOpen ? <div aria-hidden="true" onClick={() => closeMenu(false)} className="fixed inset-0 z-50 bg-slate-900/55 tab:hidden" /> : null}
      <div
        ref={menu}
        id={`${id}-menu`}
        onKeyDown={(event) => event.key === 'Escape' && menuOpen && closeMenu(true)}
        // Keyboard users leaving the menu (Tab past its end) close it too.
        onBlur={(event) => menuOpen && !menu.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget && closeMenu(false)}
        className={
          'fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 bg-white p-5 shadow-2xl ' +
          'duration-200 motion-reduce:transition-none tab:visible tab:static tab:w-auto ' +
          'tab:max-w-none tab:translate-x-0 tab:border-b tab:border-slate-200 tab:p-0 ' +
          `tab:shadow-none ${menuOpen ? 'visible translate-x-0 transition-[translate]' : 'invisible -translate-x-full transition-[translate,visibility]'}`
        }
      >
        <div className="flex items-center justify-between tab:hidden">
          <p className="font-semibold text-slate-900">{texts.sections}</p>
          <button type="button" onClick={() => closeMenu(true)} className="rounded-md p-2 text-slate-700 hover:bg-brand-50">
            <CloseIcon className="size-6" />
            <span className="sr-only">{texts.closeSections}</span>
          </button>
        </div>
        <div role="tablist" aria-label={texts.sections} onKeyDown={onTabKey} className="flex flex-col gap-1 tab:flex-row tab:gap-2">
          {tabs.map((tab) => {
            const selected = tab.id === active;
            return (
              <button
                key={tab.id}
                ref={(element) => {
                  if (element) tabRefs.current.set(tab.id, element);
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${tab.id}`}
                aria-selected={selected}
                aria-controls={`${id}-panel-${tab.id}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => {
                  onChange(tab.id);
                  if (menuOpen) closeMenu(true);
                }}
                className={`rounded-md px-4 py-3 text-left font-semibold tab:-mb-px tab:rounded-none tab:border-b-2 tab:py-2.5 ${
                  selected ? 'bg-brand-50 text-brand-800 tab:border-brand-700 tab:bg-transparent' : 'text-slate-700 hover:bg-slate-50 tab:border-transparent'
                }`}
              >
                {tab.label}
              </button>
            );
          })}
        </div>
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={`${id}-panel-${tab.id}`} aria-labelledby={`${id}-tab-${tab.id}`} hidden={tab.id !== active}>
          {tab.content}
        </div>
      ))}
    </div>
  );
}
