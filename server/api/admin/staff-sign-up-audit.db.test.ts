import { expect, it } from 'vitest';
import { api } from '../api';
import { envForThisTest } from '../../../tests/env-for-test';
import { auditChanges, auditSentence } from '~/modules/audit/describe-audit-entry';
import { findAuditLog } from '~/modules/audit/find-audit-log.server';

// A sign-up through the staff dialog's API call reads in the audit log as a sentence, with what
// was recorded (the Audit Log page shows both: tests/e2e/dashboard/audit-log.spec.ts).
it('a staff sign-up reads "… registered as staff", with the name recorded and never the password', async () => {
  const secret = 'access-secret-for-tests';
  envForThisTest({ ADMIN_SIGNUP_SECRET: secret });
  const form = new FormData();
  for (const [key, value] of Object.entries({
    name: 'Audit Tester',
    email: 'audit-tester@example.org',
    password: 'Ward-Round-Nagpur-7',
    accessPassword: secret,
  }))
    form.append(key, value);
  const registered = await api.request('/admin/register', { method: 'POST', body: form });
  expect(registered.status, await registered.clone().text()).toBe(201);

  const { entries } = await findAuditLog({ filters: { person: 'Audit Tester', action: 'admin.register' } });
  expect(entries).toHaveLength(1);
  expect(auditSentence(entries[0]!)).toBe('Audit Tester registered as staff');
  expect(auditChanges(entries[0]!)).toContainEqual(expect.objectContaining({ label: 'Name', after: 'Audit Tester' }));
  expect(JSON.stringify(entries[0])).not.toContain('Ward-Round-Nagpur-7');
});
