import { onTestFinished } from 'vitest';
import { env, type Env } from '~/utils/env.server';

// Settings are parsed once at start-up into `env`, and the code reads them there. A suite that needs
// another value (a mail sink, a proxy in front, a public site) sets it through here: the change
// lasts for the running test only and is undone when it finishes, passed or failed, so no test can
// hand its configuration to the next one. Call it inside a test or a beforeEach hook.

type Settings = { [Key in keyof Env]?: Env[Key] | undefined };

/** Sets `values` (undefined: unset) until the running test finishes. */
export function envForThisTest(values: Settings): void {
  const keys = Object.keys(values) as Array<keyof Env>;
  const before: Settings = Object.fromEntries(keys.map((key) => [key, env[key]]));
  assign(values);
  onTestFinished(() => assign(before));
}

function assign(values: Settings) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete (env as Partial<Env>)[key as keyof Env];
    else Object.assign(env, { [key]: value });
  }
}
