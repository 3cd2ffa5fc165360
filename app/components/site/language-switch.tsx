import { useId } from 'react';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES } from '~/modules/i18n/locales';
import { useShellTexts, useSiteLocale } from '~/utils/use-student';

// The same page in each language (decision 043): plain links through GET /language, which keeps
// the choice for the portal and goes on to the page's other address. A native popover like the
// account menu: it works before and without JavaScript.
export function LanguageSwitch() {
  const locale = useSiteLocale();
  const texts = useShellTexts();
  const { pathname, search } = useLocation();
  const listId = useId();
  const page = encodeURIComponent(pathname + search);
  return (
    <>
      <button
        type="button"
        popoverTarget={listId}
        aria-label={`${texts.language}: ${LANGUAGE_NAMES[locale]}`}
        className="rounded-md border border-slate-300 px-2.5 py-2 text-sm font-semibold whitespace-nowrap hover:bg-brand-50"
      >
        {LANGUAGE_NAMES[locale]}
      </button>
      <ul
        id={listId}
        popover="auto"
        className="fixed inset-auto top-[4.25rem] right-4 m-0 w-40 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg tab:top-[4.75rem]"
      >
        {LOCALES.map((other) => (
          <li key={other}>
            <a
              href={`/language?to=${other}&page=${page}`}
              hrefLang={LANGUAGE_TAGS[other]}
              lang={LANGUAGE_TAGS[other]}
              aria-current={other === locale}
              className="block rounded px-3 py-2.5 text-sm font-medium hover:bg-brand-50 aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-800"
            >
              {LANGUAGE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
