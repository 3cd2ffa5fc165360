import { PageHeader } from '~/components/pages/page-header';
import { PolicyBlocks } from '~/components/pages/policy-text';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { policiesTexts } from '~/modules/i18n/site/policies-texts.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { usePublicConfig } from '~/utils/use-public-config';
import { pageMeta } from '~/utils/seo';
import type { Route } from './+types/policies';

export { publicPageHeaders as headers } from '~/utils/public-page-headers';

export function loader({ context }: Route.LoaderArgs) {
  return { texts: policiesTexts(i18nFor(context.get(localeRouterContext))) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({ matches, title: loaderData?.texts.title ?? '', description: loaderData?.texts.description ?? '', path: '/policies' });

const bodyClasses = 'mt-4 space-y-4 leading-7 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_strong]:text-slate-900';

export default function Policies({ loaderData: { texts } }: Route.ComponentProps) {
  const { institute } = usePublicConfig();
  return (
    <main id="main">
      <PageHeader title={texts.title} subtitle={texts.subtitle} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[15rem_1fr]">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-6 lg:self-start">
          <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            {texts.onThisPage}
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            {texts.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-12">
          {texts.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-6">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
                {section.title}
              </h2>
              <div className={bodyClasses}>
                <PolicyBlocks blocks={section.blocks} institute={institute} />
              </div>
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
