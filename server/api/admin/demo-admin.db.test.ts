import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { api } from '../api';
import { createDemoAdmin, DEMO_ADMIN } from '../../../tests/factories';
import { passwordProblem } from '~/modules/admins/password.server';

describe('the demo administrator', () => {
  it('is never created outside local, whatever asks for it', async () => {
    expect(await createDemoAdmin(db, { isLocal: false })).toBe(false);
    expect(await db.selectFrom('admins').select('email').execute()).toEqual([]);
  });

  it('passes the password policy, is created once, and can log in with the README credentials', async () => {
    expect(passwordProblem(DEMO_ADMIN.password)).toBeNull();
    await createDemoAdmin(db);
    await createDemoAdmin(db);
    const rows = await db.selectFrom('admins').select('email').execute();
    expect(rows).toEqual([{ email: 'admin@example.org' }]);
    const res = await api.request('/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.org', password: 'Nagpur-Demo-2026' }),
    });
    expect(res.status).toBe(200);
  });
});
