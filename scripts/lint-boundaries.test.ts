import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of decision 020 hold only while eslint.config.js says them: each case lints a
// one-line file at a real path, as `npm run lint` would, and expects the rule and its reason.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function problemsOf(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('import boundaries (npm run lint)', () => {
  it('refuses app/ importing server/, naming the rule', async () => {
    const problems = await problemsOf('app/utils/boundary-probe.ts', "export { api } from '../../server/api/api';\n");
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Boundary: app\/ never imports server\//)]);
  });

  it('refuses the domain importing a component or a route', async () => {
    for (const target of ['~/components/course-card', '~/routes/dashboard/add-course']) {
      const problems = await problemsOf('app/modules/courses/boundary-probe.ts', `export * from '${target}';\n`);
      expect(problems, target).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Boundary: app\/modules\//)]);
    }
  });

  it('refuses routes, components, API handlers and file routes touching the database, and lets tests and the domain do it', async () => {
    const edges = [
      'app/routes/dashboard/boundary-probe.tsx',
      'app/components/boundary-probe.tsx',
      'server/api/admin/boundary-probe.ts',
      'server/files/boundary-probe.ts',
    ];
    for (const path of edges) {
      const problems = await problemsOf(path, "export { db } from '~/db/db.server';\n");
      expect(problems, path).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*Boundary: routes, components and API handlers never touch the database/),
      ]);
    }
    expect(await problemsOf('app/routes/dashboard/boundary-probe.tsx', "export type { Database } from '~/db/schema';\n")).toEqual([]);
    expect(await problemsOf('app/modules/courses/boundary-probe.ts', "export { db } from '~/db/db.server';\n")).toEqual([]);
    expect(await problemsOf('server/api/admin/boundary-probe.test.ts', "export { db } from '~/db/db.server';\n")).toEqual([]);
  });

  it('refuses production code importing tests/, and allows tests, scripts and the seed to', async () => {
    const from = (path: string) => problemsOf(path, "export { DEMO_ADMIN } from '../tests/factories';\n");
    expect(await from('server/boundary-probe.ts')).toEqual([expect.stringMatching(/Boundary: only tests, db\/seed.ts and scripts\/ import tests\//)]);
    expect(await from('scripts/boundary-probe.ts')).toEqual([]);
    expect(await from('db/seed.ts')).toEqual([]);
    expect(await problemsOf('server/boundary-probe.test.ts', "export { DEMO_ADMIN } from '../tests/factories';\n")).toEqual([]);
  });
});

describe("a fetcher's answer (npm run lint)", () => {
  it('refuses an effect that depends on it, and names useEachNew', async () => {
    const code = "import { useEffect } from 'react';\nexport function useProbe(fetcher: { data?: string }) {\n  useEffect(() => {}, [fetcher.data]);\n}\n";
    expect(await problemsOf('app/components/effect-probe.ts', code)).toEqual([expect.stringMatching(/^no-restricted-syntax: .*useEachNew/)]);
    expect(await problemsOf('app/components/effect-probe.ts', code.replace('[fetcher.data]', '[fetcher]'))).toEqual([]);
  });
});
