import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { newId } from '~/utils/ids';
import { contains } from './like';

describe('contains', () => {
  it('takes % and _ and \\ literally and ignores case, on both engines', async () => {
    const now = Date.now();
    const titles = ['ward_a', 'wardXa', '100% fees', '1000 fees', 'back\\slash', 'Nursing'];
    await db
      .insertInto('courses')
      .values(
        titles.map((title) => ({
          id: newId(),
          title,
          description: '',
          eligibility: null,
          fees_paise: null,
          images: '[]',
          visible: 1,
          duration: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const find = async (text: string) =>
      (await db.selectFrom('courses').select('title').where(contains('title', text)).orderBy('title').execute()).map((row) => row.title);
    expect(await find('d_a')).toEqual(['ward_a']);
    expect(await find('0%')).toEqual(['100% fees']);
    expect(await find('k\\s')).toEqual(['back\\slash']);
    expect(await find('NURSING')).toEqual(['Nursing']);
    expect(await find('ward%')).toEqual([]);
  });
});
