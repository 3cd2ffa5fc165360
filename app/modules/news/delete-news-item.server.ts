import { db as defaultDb, type DB } from '~/db/db.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { noteContentChanged } from '~/modules/content/content-version.server';
import { AppError } from '~/utils/errors';
import { isId } from '~/utils/ids';
import { newsSnapshot, toNewsItem } from './news.server';

/** Removes a news item; unknown ids are NOT_FOUND 'News not found'. */
export async function deleteNewsItem({ id, actor, db = defaultDb }: { id: string; actor: AuditActor; db?: DB }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = isId(id) ? await trx.deleteFrom('news').where('id', '=', id).returningAll().executeTakeFirst() : undefined;
    if (!row) throw new AppError('NOT_FOUND', 'News not found');
    await recordAudit({ db: trx, actor, action: 'news.delete', entity: 'news', entityId: id, before: newsSnapshot(toNewsItem(row)) });
  });
  noteContentChanged();
}
