import { ReceiptIssuerForm } from '~/components/dashboard/settings/receipt-issuer-form';
import { dashboardMeta } from '~/components/dashboard/shell/dashboard-meta';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { getReceiptIssuer } from '~/modules/receipt-issuer/get-receipt-issuer.server';
import { RECEIPT_ISSUER_SAVED, receiptIssuerFields, receiptIssuerInput } from '~/modules/receipt-issuer/receipt-issuer.schemas';
import { updateReceiptIssuer } from '~/modules/receipt-issuer/update-receipt-issuer.server';
import { actorOf, parseForm, readForm, runAction } from '~/utils/dashboard-action.server';
import { formatDateTime } from '~/utils/dates';
import type { Route } from './+types/receipt-issuer';

export const meta: Route.MetaFunction = () => dashboardMeta('Receipt Issuer');

// The fee office's page (area 'fees'): who the receipts, credit notes and fee statements say
// issued them. Content staff keep the website's contact details on Site Settings.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'fees');
  const issuer = await getReceiptIssuer();
  return { fields: receiptIssuerFields(issuer), savedAt: issuer.updatedAt === null ? null : formatDateTime(issuer.updatedAt) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'fees');
  return runAction(async () => {
    const input = parseForm(receiptIssuerInput, await readForm(request));
    await updateReceiptIssuer({ input, actor: actorOf(admin) });
    return `${RECEIPT_ISSUER_SAVED} Documents issued from now on print them; those already issued keep theirs.`;
  });
}

export default function ReceiptIssuerPage({ loaderData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="receipt-issuer-heading">
      <h1 id="receipt-issuer-heading" className="text-2xl font-semibold text-slate-900">
        Receipt Issuer
      </h1>
      <p className="mt-1 mb-6 text-sm text-slate-700">
        {loaderData.savedAt
          ? `Last saved ${loaderData.savedAt}. Each receipt, credit note and fee statement keeps the details it was issued with.`
          : "Not saved yet: documents print the institute's name and the contact details of Site Settings, filled in below."}
      </p>
      <ReceiptIssuerForm fields={loaderData.fields} />
    </section>
  );
}
