// `npm run check:catalogues` (part of `npm test`): the message catalogues of lingui.config.ts are
// whole (docs/decisions/043-languages.md). Fails when
//   - a catalogue is not in step with the code (a message added, changed or removed without
//     `npx lingui extract`): Lingui's `check sync --clean`;
//   - a message has no Hindi or Marathi translation: Lingui's `check missing --mode catalog`;
//   - a translation's placeholders differ from the English message's, or it is the English text
//     itself (scripts/catalogue-rules.ts).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { translationProblems } from './catalogue-rules.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const LOCALES_DIR = join(ROOT, 'app', 'locales');
const TRANSLATED = ['hi', 'mr'];
let failed = false;

for (const check of [
  ['sync', '--clean'],
  ['missing', '--mode', 'catalog'],
]) {
  const run = spawnSync(join(ROOT, 'node_modules', '.bin', 'lingui'), ['check', ...check], { cwd: ROOT, encoding: 'utf8' });
  process.stdout.write(run.stdout + run.stderr);
  if (run.status !== 0) failed = true;
}

const po = formatter({ lineNumbers: false });
let translations = 0;
for (const locale of TRANSLATED) {
  for (const file of readdirSync(join(LOCALES_DIR, locale)).filter((name) => name.endsWith('.po'))) {
    const path = join(LOCALES_DIR, locale, file);
    const catalogue = await po.parse(readFileSync(path, 'utf8'), { locale, sourceLocale: 'en', filename: path });
    for (const entry of Object.values(catalogue)) {
      if (entry.obsolete || !entry.message) continue;
      translations += 1;
      for (const problem of translationProblems(entry.message, entry.translation ?? '')) {
        failed = true;
        console.error(`FAIL ${locale}/${file}: "${entry.message}" → "${entry.translation ?? ''}": ${problem}`);
      }
    }
  }
}
console.log(`${translations} translations in ${TRANSLATED.join(' and ')} checked for placeholders and English left in place.`);
if (failed) {
  console.error('\nA catalogue is incomplete or out of step with the code: run `npx lingui extract`, then translate what is new.');
  process.exitCode = 1;
}
