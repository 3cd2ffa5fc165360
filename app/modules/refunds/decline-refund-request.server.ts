import { db as defaultDb, type DB } from '~/db/db.server';
import { recordAudit } from '~/modules/audit/record-audit.server';
import { sendQueuedMailNow } from '~/modules/mail/process-mail-jobs.server';
import { queueMail } from '~/modules/mail/queue-mail.server';
import { creditNoteMailTexts, receiptMailTexts } from '~/modules/i18n/email/money-mail-texts.server';
import { refundRequestMailTexts } from '~/modules/i18n/email/payment-desk-mail-texts.server';
import { fillText } from '~/modules/i18n/fill-text';
import { i18nFor } from '~/modules/i18n/translate.server';
import { appliedCoursesLink, findReceiptApplication, moneyMailSignOff, receiptInstitute } from '~/modules/receipts/receipt-parties.server';
import { AppError } from '~/utils/errors';
import { DECLINE_REASON_REQUIRED, REQUEST_DECLINED, REQUEST_NOT_FOUND, REQUEST_NOT_OPEN, type DeclineRefundRequestInput } from './refunds.schemas';

/**
 * Accounts decline a student's open refund or withdrawal request with a reason: the request is
 * closed, the student is e-mailed the reason (mail queue, in the same transaction), and it is
 * audited. A request already decided is not decided again (409).
 */
export async function declineRefundRequest({
  input,
  actor,
  db = defaultDb,
  now = Date.now(),
}: {
  input: DeclineRefundRequestInput;
  actor: { id: string };
  db?: DB;
  now?: number;
}): Promise<string> {
  if (!input.reason.trim()) throw new AppError('BAD_REQUEST', DECLINE_REASON_REQUIRED);
  const mailJobId = await db.transaction().execute(async (trx) => {
    const request = await trx.selectFrom('refund_requests').selectAll().where('id', '=', input.id).executeTakeFirst();
    if (!request) throw new AppError('NOT_FOUND', REQUEST_NOT_FOUND);
    const closed = await trx
      .updateTable('refund_requests')
      .set({ status: 'declined', decision_reason: input.reason, decided_by: `admin:${actor.id}`, decided_at: now })
      .where('id', '=', request.id)
      .where('status', '=', 'open')
      .executeTakeFirst();
    if (Number(closed.numUpdatedRows) === 0) throw new AppError('CONFLICT', REQUEST_NOT_OPEN);
    await recordAudit({
      db: trx,
      now,
      actor: { type: 'admin', id: actor.id },
      action: 'refund-request.decline',
      entity: 'application',
      entityId: request.application_id,
      after: { requestId: request.id, kind: request.kind, reason: input.reason },
    });
    const application = await findReceiptApplication({ db: trx, applicationId: request.application_id });
    const institute = await receiptInstitute({ db: trx });
    // In the student's language (decision 043); the reason stays as accounts wrote it.
    const i18n = i18nFor(application!.locale);
    const texts = refundRequestMailTexts(i18n);
    const kind = texts[request.kind];
    const common = receiptMailTexts(i18n);
    const course = application!.course;
    return queueMail({
      db: trx,
      now,
      mail: {
        to: application!.student.email,
        subject: fillText(kind.declinedSubject, { course }),
        text: [
          fillText(common.greeting, { name: application!.student.name }),
          '',
          fillText(kind.declined, { course }),
          fillText(creditNoteMailTexts(i18n).reason, { reason: input.reason }),
          '',
          fillText(texts.questions, { email: institute.email, phone: institute.phones[0], link: appliedCoursesLink(application!.locale) }),
          '',
          ...moneyMailSignOff(institute, common.closing),
        ].join('\n'),
      },
    });
  });
  await sendQueuedMailNow({ id: mailJobId, db });
  return REQUEST_DECLINED;
}
