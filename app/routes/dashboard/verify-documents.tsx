import type { ActionResult } from '~/utils/action-result';
import { dashboardMeta } from '~/components/dashboard/shell/dashboard-meta';
import { DocumentsToVerify } from '~/components/dashboard/students/documents-to-verify';
import { requireAdminPage } from '~/modules/admins/require-admin-page.server';
import { reviewDocumentInput } from '~/modules/documents/document-reviews.schemas';
import { countStudentsToVerify, findDocumentsToVerify } from '~/modules/documents/find-documents-to-verify.server';
import { reviewDocument } from '~/modules/documents/review-document.server';
import { actorOf, parseForm, runAction } from '~/utils/dashboard-action.server';
import type { Route } from './+types/verify-documents';

export const meta: Route.MetaFunction = () => dashboardMeta('Verify Documents');

// Staff's queue of documents to verify (issue 23 point 5), as POST /api/admin/review-document.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, 'admissions');
  return { students: await findDocumentsToVerify(), waiting: await countStudentsToVerify() };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdminPage(request, 'admissions');
  return runAction(async () => {
    const input = parseForm(reviewDocumentInput, Object.fromEntries(await request.formData()));
    const { changed, mailed, status } = await reviewDocument({ input, actor: actorOf(admin) });
    await mailed;
    if (!changed) return 'The document already had this review.';
    return status === 'verified' ? 'Document verified.' : 'Document rejected. The student has been e-mailed.';
  });
}

// A lost connection ends in an error message too, not in the error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ActionResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, message: 'Could not reach the server. Check the connection and try again.', fieldErrors: {} };
  }
}

export default function VerifyDocuments({ loaderData }: Route.ComponentProps) {
  return <DocumentsToVerify students={loaderData.students} waiting={loaderData.waiting} />;
}
