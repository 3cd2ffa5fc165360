import { db as defaultDb, type DB } from '~/db/db.server';
import type { AuditActor } from '~/modules/audit/record-audit.server';
import { storeUploads } from '~/modules/images/image-uploads.server';
import type { AddEventInput } from '~/modules/news/news.schemas';
import { createEvent, type EventTranslations } from './events.server';

/** Add Event (dashboard and POST /api/admin/post-event): stores the image, then writes the event and its audit entry. */
export async function addEvent({
  input,
  translations,
  actor,
  db = defaultDb,
}: {
  input: AddEventInput;
  /** Its title in Hindi and Marathi (Add Event of the dashboard); the API sends none. */
  translations?: Partial<EventTranslations>;
  actor: AuditActor;
  db?: DB;
}): Promise<string> {
  const [image] = (await storeUploads(input.image))!;
  return createEvent({ event: { title: input.title || null, image: image!, translations }, actor, db });
}
