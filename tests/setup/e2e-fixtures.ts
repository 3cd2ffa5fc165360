// Database content of the browser suites: the demo seed (what `npm start` shows) plus a few
// fixture courses, so that paging has a second page and a hidden course exists.
//   node --import ./scripts/register-app-imports.ts tests/setup/e2e-fixtures.ts
import { db } from '~/db/db.server';
import { migrateToLatest } from '../../db/migrate';
import { seedIfEmpty } from '../../db/seed';
import { createCourseWithImages } from '../factories';
import { createAdmin } from '~/modules/admins/admins.server';
import { ACCOUNTS_FIXTURE, HIDDEN_FIXTURE_COURSE_ID } from './e2e-fixture-ids';
import { createFailedMail } from './failed-mail-fixture';

// Medical Records Technician has no eligibility text: its page shows no 'Eligibility Criteria' box.
export const FIXTURE_COURSES = [
  {
    title: 'Medical Laboratory Technician',
    duration: '1 year',
    eligibility: 'HSC',
    fees: 42000,
    description: '<p>Collect samples and run routine laboratory tests.</p>',
  },
  {
    title: 'Emergency Medical Technician',
    duration: '1 year',
    eligibility: '12th',
    fees: 38000,
    description: '<p>Pre-hospital emergency care and ambulance operations.</p>',
  },
  {
    title: 'Hospital Front Office Executive',
    duration: '1 year',
    eligibility: 'Graduation',
    fees: 30000,
    description: '<p>Admissions desk, appointments and patient relations.</p>',
  },
  {
    title: 'Medical Records Technician',
    duration: '1 year',
    eligibility: null,
    fees: 32000,
    description: '<p>Coding, filing and protecting medical records.</p>',
  },
];
export const HIDDEN_FIXTURE_COURSE = {
  title: 'Withdrawn Nursing Aide Programme',
  duration: '1 year',
  eligibility: 'HSC',
  fees: 1000,
  description: '<p>Hidden by an administrator.</p>',
  visible: false,
};

await migrateToLatest(db);
// SEED_DEMO=false: the "empty" browser suites see a site with no courses, news or events.
if (process.env.SEED_DEMO !== 'false' && (await seedIfEmpty(db))) {
  for (const course of FIXTURE_COURSES) await createCourseWithImages(db, course, 300);
  const hiddenId = await createCourseWithImages(db, HIDDEN_FIXTURE_COURSE, 300);
  await db.updateTable('courses').set({ id: HIDDEN_FIXTURE_COURSE_ID }).where('id', '=', hiddenId).execute();
  await createFailedMail(db);
  await createAdmin({ db, input: ACCOUNTS_FIXTURE, via: 'seed', role: 'accounts' });
}
await db.destroy();
