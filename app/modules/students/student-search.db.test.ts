import { describe, expect, it } from 'vitest';
import { db, dialect } from '~/db/db.server';
import { findApplicants } from '~/modules/applications/find-applicants.server';
import { findDues } from '~/modules/dues/find-dues.server';
import { findPayableApplications } from '~/modules/offline-payments/find-payment-desk.server';
import { newId } from '~/utils/ids';
import { insertApplication, insertCourse } from '../../../tests/enrolment';
import { insertStudentRow } from '../../../tests/student-session';
import { searchWords, type SearchedTexts, studentsMatching } from './student-search.server';

// Staff's searches of students on both engines (decision 041): a piece of a name in any case,
// every word in one of the names, through the trigram index when a word has three characters or
// more and without it when shorter; Devanagari as well as Latin; kept in step by triggers.
const now = Date.UTC(2026, 8, 2, 6, 0);

async function student(name: string, profile?: { first: string; middle?: string; last: string; phone?: string }, email?: string) {
  const id = newId();
  await insertStudentRow({ id, name, email });
  if (profile) {
    await db
      .insertInto('profiles')
      .values({
        user_id: id,
        first_name: profile.first,
        middle_name: profile.middle ?? null,
        last_name: profile.last,
        contact_number: profile.phone ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
  return id;
}

const found = async (text: string, texts?: SearchedTexts) => (await studentsMatching(db, searchWords(text), texts).execute()).map((row) => row.user_id).sort();
const sorted = (...ids: string[]) => [...ids].sort();

describe('studentsMatching', () => {
  it('finds a piece of any name in any case, every word somewhere, short words and LIKE wildcards included', async () => {
    const asha = await student('Asha S', { first: 'Asha', middle: 'Sunil', last: 'Patil', phone: '98765 43210' }, 'asha.p@example.org');
    const sunita = await student('सुनीता देशमुख');
    const ravi = await student('Ravi Kale', { first: 'Ravi', last: "D'Souza_100%" });

    expect(await found('PATIL')).toEqual([asha]);
    expect(await found('asha patil')).toEqual([asha]);
    expect(await found('sunil')).toEqual([asha]); // the middle name
    expect(await found('sha sun')).toEqual([asha]); // two words, two names
    expect(await found('ashapatil')).toEqual([]); // a word never spans two names
    // Devanagari: through the index (four code points) and without it (two).
    expect(await found('सुनी')).toEqual([sunita]);
    expect(await found('सु')).toEqual([sunita]);
    expect(await found('देशमुख सुनीता')).toEqual([sunita]);
    // Shorter than a trigram: read in full, same answer.
    expect(await found('pa')).toEqual([asha]);
    expect(await found('ka ravi')).toEqual([ravi]);
    expect(await found('a')).toEqual(sorted(asha, ravi));
    // %, _ and quotes are letters here, not LIKE's wildcards nor FTS5's syntax.
    expect(await found('100%')).toEqual([ravi]);
    expect(await found('a_1')).toEqual([ravi]);
    expect(await found('%')).toEqual([ravi]);
    expect(await found("d'souza")).toEqual([ravi]);
    expect(await found('"souza')).toEqual([]);
    expect(await found('souza" OR "asha')).toEqual([]);
    // The e-mail and the phone are the Payments desk's, not View Applications'.
    expect(await found('asha.p')).toEqual([]);
    expect(await found('asha.p', 'names and contacts')).toEqual([asha]);
    expect(await found('98765', 'names and contacts')).toEqual([asha]);
    expect(await found('ravi example', 'names and contacts')).toEqual([ravi]);
  });

  it('follows changes to the account and the admission form, and forgets a deleted student', async () => {
    const id = await student('Kavya J', { first: 'Kavya', last: 'Jadhav' });
    await db.updateTable('profiles').set({ last_name: 'Shinde' }).where('user_id', '=', id).execute();
    expect(await found('jadhav')).toEqual([]);
    expect(await found('shinde kavya')).toEqual([id]);
    await db.updateTable('users').set({ name: 'Kavya Renamed' }).where('id', '=', id).execute();
    expect(await found('renamed')).toEqual([id]);
    await db.deleteFrom('profiles').where('user_id', '=', id).execute();
    expect(await found('shinde')).toEqual([]);
    expect(await found('kavya')).toEqual([id]); // still the account's name
    await db.deleteFrom('users').where('id', '=', id).execute();
    expect(await found('kavya')).toEqual([]);
    expect(await db.selectFrom('student_search').select('user_id').where('user_id', '=', id).execute()).toEqual([]);
  });
});

describe('the searches that use it', () => {
  const course = (title: string) => insertCourse(db, { title, fees_paise: 3_000_000, now });
  let made = 0;
  // One millisecond apart, so that "newest first" has an order to keep.
  const apply = (courseId: string, userId: string) => insertApplication(db, { courseId, userId, id: newId(now + ++made), now: now + made });

  it('find a Devanagari name in View Applications, the Dues page and the Payments desk', async () => {
    const courseId = await course('Search GNM');
    const sunita = await apply(courseId, await student('सुनीता पाटील', undefined, 'sunita@example.org'));
    await apply(courseId, await student('Sunil Patil'));
    expect((await findApplicants({ name: 'सुनी' })).applications.map((row) => row._id)).toEqual([sunita]);
    expect((await findDues({ name: 'सुनी', sort: 'name', now })).dues.map((row) => row.applicationId)).toEqual([sunita]);
    expect((await findPayableApplications({ query: 'सुनी' })).map((row) => row._id)).toEqual([sunita]);
    expect((await findPayableApplications({ query: 'sunita@' })).map((row) => row._id)).toEqual([sunita]);
  });

  it('page a search of View Applications newest first with its total, and show the last page past the end', async () => {
    const courseId = await course('Search pages');
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await apply(courseId, await student(`Pagewise Pranali ${n}`)));
    await apply(courseId, await student('Someone Else'));
    const first = await findApplicants({ name: 'pranali', pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageCount: 2 });
    expect(first.applications.map((row) => row._id)).toEqual([ids[2], ids[1]]);
    expect(await findApplicants({ name: 'pranali', pageSize: 2, page: 2 })).toMatchObject({ total: 3, page: 2, applications: [{ _id: ids[0] }] });
    expect(await findApplicants({ name: 'pranali', pageSize: 2, page: 9 })).toMatchObject({ total: 3, page: 2, applications: [{ _id: ids[0] }] });
    expect(await findApplicants({ name: 'pr', pageSize: 2, page: 2 })).toMatchObject({ total: 3, page: 2 });
    expect(await findApplicants({ name: 'nobody', page: 3 })).toMatchObject({ total: 0, page: 1, pageCount: 1, applications: [] });
    // The total adds up the students' application counts, which follow applications made and deleted.
    const { user_id } = await db.selectFrom('applications').select('user_id').where('id', '=', ids[0]!).executeTakeFirstOrThrow();
    const second = await apply(await course('Search pages, second course'), user_id);
    expect(await findApplicants({ name: 'pranali' })).toMatchObject({
      total: 4,
      applications: [{ _id: second }, { _id: ids[2] }, { _id: ids[1] }, { _id: ids[0] }],
    });
    await db.deleteFrom('applications').where('id', 'in', [ids[1]!, second]).execute();
    expect(await findApplicants({ name: 'pranali' })).toMatchObject({ total: 2 });
    expect(await findApplicants({ name: 'pranali', status: 'Pending' })).toMatchObject({ total: 2 });
  });

  it('page a common name (a thousand applications and more) newest first, its first pages and its last alike', async () => {
    const courseId = await course('Search common');
    const at = dialect === 'postgres' ? new Date(now) : new Date(now).toISOString();
    const users = Array.from({ length: 1_010 }, (_, n) => ({ id: newId(), name: `Commonname Student ${n}` }));
    await db
      .insertInto('users')
      .values(
        users.map((user) => ({
          ...user,
          email: `${user.id}@example.org`,
          email_verified: dialect === 'postgres' ? true : 1,
          image: null,
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    // Made in a shuffled order, so that newest first is not the order of the students.
    const applications = users.map((user, n) => ({
      id: newId(now + 5_000 + ((n * 7919) % 1_010)),
      user_id: user.id,
      created_at: now + 5_000 + ((n * 7919) % 1_010),
    }));
    await db
      .insertInto('applications')
      .values(applications.map((row) => ({ ...row, course_id: courseId, status: 'Pending', fees_paid_paise: 0, receipt_file_id: null, updated_at: now })))
      .execute();
    const newestFirst = applications.sort((a, b) => b.created_at - a.created_at).map((row) => row.id);
    const page = async (n: number) => (await findApplicants({ name: 'commonname', page: n })).applications.map((row) => row._id);
    expect(await findApplicants({ name: 'commonname' })).toMatchObject({ total: 1_010, pageCount: 51 });
    expect(await page(1)).toEqual(newestFirst.slice(0, 20));
    expect(await page(2)).toEqual(newestFirst.slice(20, 40));
    expect(await page(51)).toEqual(newestFirst.slice(1_000));
  });
});
