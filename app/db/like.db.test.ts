import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { insertCourse } from '../../tests/enrolment';
import { contains } from './like';

describe('contains', () => {
  it('takes % and _ and \\ literally and ignores case, on both engines', async () => {
    for (const title of ['ward_a', 'wardXa', '100% fees', '1000 fees', 'back\\slash', 'Nursing']) await insertCourse(db, { title, eligibility: null });
    const find = async (text: string) =>
      (await db.selectFrom('courses').select('title').where(contains('title', text)).orderBy('title').execute()).map((row) => row.title);
    expect(await find('d_a')).toEqual(['ward_a']);
    expect(await find('0%')).toEqual(['100% fees']);
    expect(await find('k\\s')).toEqual(['back\\slash']);
    expect(await find('NURSING')).toEqual(['Nursing']);
    expect(await find('ward%')).toEqual([]);
  });
});
