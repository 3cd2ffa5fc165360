import { dictionary } from '@zxcvbn-ts/language-common';

// ~49,000 passwords seen most often in breaches (zxcvbn-ts's list, lowercase). Built on first
// use, so processes that never check a password do not pay for it.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));
  return common.has(password.toLowerCase());
}
