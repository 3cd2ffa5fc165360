// Lets plain Node (type stripping) run scripts that import the app's TypeScript modules:
// resolves the `~/` alias to app/ and extensionless relative imports to .ts files, as Vite does.
//   node --import ./scripts/register-app-imports.ts some-script.ts
import { existsSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const appDir = fileURLToPath(new URL('../app/', import.meta.url));

function withExtension(path: string): string | undefined {
  for (const candidate of [path, `${path}.ts`, `${path}/index.ts`]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      if (candidate === path && !/\.[cm]?[jt]sx?$|\.json$/.test(path)) continue;
      return candidate;
    }
  }
  return undefined;
}

registerHooks({
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
