import { PageHeader } from '~/components/pages/page-header';
import { policySections } from '~/components/pages/policy-sections';
import { usePublicConfig } from '~/utils/use-public-config';
import { pageMeta } from '~/utils/seo';
import type { Route } from './+types/policies';

export { publicPageHeaders as headers } from '~/utils/public-page-headers';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    matches,
    title: 'Policies',
    description: 'Privacy policy, disclaimer, terms and conditions, refund and cancellation (7 days), and shipping and delivery of the institute.',
    path: '/policies',
  });

const bodyClasses = 'mt-4 space-y-4 leading-7 text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_strong]:text-slate-900';

export default function Policies() {
  const { institute } = usePublicConfig();
  const sections = policySections(institute);
  return (
    <main id="main">
      <PageHeader title="Policies" subtitle="How we handle your data, your enrolment and your fees." />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[15rem_1fr]">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-6 lg:self-start">
          <h2 id="toc-heading" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
            On this page
          </h2>
          <ul className="mt-3 flex flex-col gap-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-12">
          {sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-6">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-slate-900">
                {section.title}
              </h2>
              <div className={bodyClasses}>{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </main>
  );
}
