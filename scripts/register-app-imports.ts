// Lets plain Node (type stripping) run scripts that import the app's TypeScript modules:
// resolves the `~/` alias to app/ and extensionless relative imports to .ts files, as Vite does,
// and compiles what Vite's Lingui plugins compile (lingui.vite.ts): the macros of the server's text
// modules and the PO catalogues they read (decision 043).
//   node --import ./scripts/register-app-imports.ts some-script.ts
import { transformSync } from '@babel/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appDir = fileURLToPath(new URL('../app/', import.meta.url));

function withExtension(path: string): string | undefined {
  for (const candidate of [path, `${path}.ts`, `${path}/index.ts`]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      if (candidate === path && !/\.[cm]?[jt]sx?$|\.json$|\.po$/.test(path)) continue;
      return candidate;
    }
  }
  return undefined;
}

const MACRO_IMPORT = /from ['"]@lingui\/(core|react)\/macro['"]/;
const poCatalogue = formatter({ lineNumbers: false });

/** A PO catalogue as the module @lingui/vite-plugin makes of it: its messages, compiled, by id. */
function compiledCatalogue(path: string): string {
  const entries = poCatalogue.parse(readFileSync(path, 'utf8'), { locale: undefined, sourceLocale: 'en', filename: path }) as Record<
    string,
    { message?: string; translation?: string }
  >;
  const messages = Object.fromEntries(Object.entries(entries).map(([id, entry]) => [id, compileMessage(entry.translation || entry.message || '')]));
  return `export const messages = ${JSON.stringify(messages)};`;
}

registerHooks({
  load(url, context, nextLoad) {
    if (url.startsWith('file:') && url.endsWith('.po')) return { format: 'module', source: compiledCatalogue(fileURLToPath(url)), shortCircuit: true };
    const loaded = nextLoad(url, context);
    const source = loaded.source?.toString();
    if (!url.startsWith('file:') || url.includes('/node_modules/') || !source || !MACRO_IMPORT.test(source)) return loaded;
    // Babel only parses the TypeScript here and writes it back with the macros replaced; Node strips the types.
    const transformed = transformSync(source, {
      filename: fileURLToPath(url),
      babelrc: false,
      configFile: false,
      parserOpts: { plugins: ['typescript', 'jsx'] },
      plugins: ['@lingui/babel-plugin-lingui-macro'],
    });
    return { ...loaded, source: transformed!.code! };
  },
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith('~/')) {
      const path = withExtension(appDir + specifier.slice(2));
      if (path) return nextResolve(pathToFileURL(path).href, context);
    }
    const fromOurCode = context.parentURL?.startsWith('file:') && !context.parentURL.includes('/node_modules/');
    if ((specifier.startsWith('./') || specifier.startsWith('../')) && fromOurCode) {
      const path = withExtension(fileURLToPath(new URL(specifier, context.parentURL)));
      if (path) return nextResolve(pathToFileURL(path).href, context);
    }
    return nextResolve(specifier, context);
  },
});
