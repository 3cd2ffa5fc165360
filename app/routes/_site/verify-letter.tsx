import { data } from 'react-router';
import { notFoundMeta, notFoundTextsOf } from '~/components/pages/not-found-meta';
import { NotFoundPage } from '~/components/pages/not-found-page';
import { PageHeader } from '~/components/pages/page-header';
import { printedLetterCode } from '~/modules/admission-letters/letter-code';
import { verifyAdmissionLetter } from '~/modules/admission-letters/verify-admission-letter.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { letterNotFoundTexts, verifyLetterTexts } from '~/modules/i18n/site/verify-letter-texts.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { formatLongDate } from '~/utils/dates';
import { pageMeta } from '~/utils/seo';
import type { Route } from './+types/verify-letter';

// GET /verify/{code} (issue 23 point 6): anyone holding an admission letter — an employer, a
// hospital, another institute — confirms it here. It shows what confirms the letter and nothing
// more (decision 047); a code no letter has is the site's 404 page, saying so. Never indexed, never
// stored by a shared cache (whether the admission still stands can change).
export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = context.get(localeRouterContext);
  const i18n = i18nFor(locale);
  const letter = await verifyAdmissionLetter({ code: params.code });
  if (!letter) throw data(letterNotFoundTexts(i18n), { status: 404 });
  return {
    texts: verifyLetterTexts(i18n),
    letter: {
      code: printedLetterCode(letter.code),
      path: `/verify/${letter.code}`,
      institute: letter.institute,
      studentName: letter.studentName,
      course: letter.course,
      admittedOn: formatLongDate(letter.admittedAt, locale),
      issuedOn: formatLongDate(letter.issuedAt, locale),
      inForce: letter.inForce,
    },
  };
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  if (!loaderData) return notFoundMeta(matches, notFoundTextsOf(error));
  const { texts, letter } = loaderData;
  return [...pageMeta({ matches, title: texts.title, description: texts.description, path: letter.path }), { name: 'robots', content: 'noindex' }];
};

const IN_FORCE = 'border-green-300 bg-green-50 text-green-900';
const NOT_IN_FORCE = 'border-amber-300 bg-amber-50 text-amber-900';

export default function VerifyLetter({ loaderData: { texts, letter } }: Route.ComponentProps) {
  const rows = [
    [texts.code, letter.code],
    [texts.institute, letter.institute],
    [texts.student, letter.studentName],
    [texts.course, letter.course],
    [texts.dateOfAdmission, letter.admittedOn],
    [texts.issuedOn, letter.issuedOn],
  ] as const;
  return (
    <main id="main">
      <PageHeader title={texts.title} />
      <div className="mx-auto max-w-2xl px-4 py-10">
        <p role="status" className={`rounded-lg border p-4 font-semibold ${letter.inForce ? IN_FORCE : NOT_IN_FORCE}`}>
          {letter.inForce ? texts.genuine : texts.notInForce}
        </p>
        <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {rows.map(([term, value]) => (
            <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
              <dt className="text-slate-600">{term}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-slate-600">{texts.privacy}</p>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const texts = notFoundTextsOf(error);
  if (texts) return <NotFoundPage texts={texts} />;
  throw error;
}
