// `npm run admin:create -- --email a@b.c --name 'Name' --password '...'`: creates an administrator
// from the shell (the first one of a real deployment). Migrates the database first and applies the
// staff password policy. Exit codes: 0 created, 1 refused (weak password, e-mail taken, …),
// 2 usage error. Without --password it reads the ADMIN_PASSWORD environment variable instead, so
// the password need not appear in the shell history or the process list.
import { parseArgs } from 'node:util';

const USAGE = "Usage: npm run admin:create -- --email staff@example.org --name 'Full Name' [--password '…' | ADMIN_PASSWORD=… ]";

export async function main(argv: string[], environment: NodeJS.ProcessEnv = process.env): Promise<number> {
  let values: { email?: string; name?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const password = values.password ?? environment.ADMIN_PASSWORD;
  const missing = [!values.email && '--email', !values.name && '--name', !password && '--password'].filter(Boolean);
  if (missing.length) {
    console.error(`Missing ${missing.join(', ')}.\n${USAGE}`);
    return 2;
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email!.trim())) {
    console.error(`Not an e-mail address: ${values.email}`);
    return 2;
  }
  // Imported here so --help and usage errors work without a database.
  const { db } = await import('~/db/db.server');
  const { migrateToLatest } = await import('../db/migrate');
  const { createAdmin } = await import('~/modules/admins/admins.server');
  const { AppError } = await import('~/utils/errors');
  try {
    await migrateToLatest(db);
    const admin = await createAdmin({ input: { name: values.name!, email: values.email!, password: password! }, db, via: 'script' });
    console.log(`Created administrator ${admin.name} <${admin.email}>. They can log in now.`);
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`Not created: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('admin-create.ts')) {
  process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    return 1;
  });
}
