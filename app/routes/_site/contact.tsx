import { data, type ShouldRevalidateFunctionArgs, useActionData } from 'react-router';
import { ContactDetails } from '~/components/site/contact-details';
import { ContactForm, type ContactResult } from '~/components/site/contact-form';
import { contactMessageInput } from '~/modules/contact/contact.schemas';
import { createContactMessage } from '~/modules/contact/create-contact-message.server';
import { clientKeyRouterContext } from '~/utils/client-key-context';
import { contactFormTexts } from '~/modules/i18n/site/contact-texts.server';
import { contactPageTexts } from '~/modules/i18n/site/contact-page-texts.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { i18nFor } from '~/modules/i18n/translate.server';
import { translateMessage, translateMessages } from '~/modules/i18n/translate-message.server';
import { AppError } from '~/utils/errors';
import { pageMeta } from '~/utils/seo';
import { usePublicConfig } from '~/utils/use-public-config';
import type { Route } from './+types/contact';
import { logError } from '~/utils/log.server';

export { publicPageHeaders as headers } from '~/utils/public-page-headers';

export function loader({ context }: Route.LoaderArgs) {
  const i18n = i18nFor(context.get(localeRouterContext));
  return { texts: { ...contactPageTexts(i18n), form: contactFormTexts(i18n) } };
}

// The page's texts do not change by sending a message; asking again after one that failed for a
// lost connection would fail too, and the error page would take the typed message with it.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction === '/contact' ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({ matches, title: loaderData?.texts.title ?? '', description: loaderData?.texts.description ?? '', path: '/contact' });

const asText = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

// The one way a contact message is sent from the site: Home and Contact post here (spec §2, §5).
// Why a message was refused is said in the page's language.
export async function action({ request, context }: Route.ActionArgs) {
  const i18n = i18nFor(context.get(localeRouterContext));
  const form = await request.formData();
  const values = { name: asText(form.get('name')), email: asText(form.get('email')), phone: asText(form.get('phone')), message: asText(form.get('message')) };
  const parsed = contactMessageInput.safeParse(values);
  const failed = (status: number, reason?: string) => data<ContactResult>({ ok: false, reason, values }, { status });
  if (!parsed.success)
    return failed(
      400,
      translateMessages(
        i18n,
        parsed.error.issues.map((issue) => issue.message),
      ),
    );
  try {
    await createContactMessage({ message: parsed.data, clientKey: context.get(clientKeyRouterContext) });
    return data<ContactResult>({ ok: true });
  } catch (error) {
    if (error instanceof AppError) return failed(error.status, translateMessage(i18n, error.message));
    logError(error, 'contact form');
    return failed(500);
  }
}

// In the browser a lost connection or a broken answer must still end in the failure message,
// with the typed values kept (the form's inputs are untouched), not in the error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ContactResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, values: {} };
  }
}

export default function ContactPage({ loaderData: { texts } }: Route.ComponentProps) {
  const { institute } = usePublicConfig();
  const result = useActionData<typeof action>();
  return (
    <main id="main">
      <section className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-14 tab:px-6">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 tab:text-4xl">{texts.title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{texts.lead}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 tab:px-6 desk:grid-cols-[1fr_1.6fr]">
        <section aria-labelledby="contact-details-heading" className="flex flex-col gap-5">
          <h2 id="contact-details-heading" className="text-xl font-bold text-slate-900">
            {texts.visitOrCall}
          </h2>
          <ContactDetails institute={institute} />
        </section>
        <section aria-labelledby="contact-form-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm tab:p-8">
          <h2 id="contact-form-heading" className="mb-5 text-xl font-bold text-slate-900">
            {texts.sendMessage}
          </h2>
          <ContactForm id="contact" texts={texts.form} fallback={result} />
        </section>
      </div>
    </main>
  );
}
