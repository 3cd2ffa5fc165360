import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import type { PluginOption } from 'vite';

// Lingui's macros (server modules only, decision 043) and PO catalogues, compiled the same way in
// the build (vite.config.ts) and the tests (vitest.config.ts). The macros go through Babel, limited
// to files that import a macro: Lingui's faster native transform ships as an optional platform
// package that requires Node ≥ 22.19, and `npm install` on a fresh clone runs on the machine's
// Node 20 (scripts/bootstrap.mjs), which skips it.
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1'; // the preset otherwise suggests that native transform

export const linguiPlugins = (): PluginOption[] => [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()];
