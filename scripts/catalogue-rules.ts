// What `npm run check:catalogues` asks of each translation beyond Lingui's own checks
// (scripts/check-catalogues.ts). Pure functions, so that the rules are tested apart.

/** The placeholders a message uses, `{name}` and ICU's `{count, plural, …}` alike, sorted and unique. */
export function placeholdersOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]!))].sort();
}

/** Nothing a translator would translate: only placeholders, digits, punctuation and symbols. */
const UNTRANSLATABLE = /^[\s\d\p{P}\p{S}]*$/u;

/** What is wrong with one translation, in words; empty when nothing is. */
export function translationProblems(message: string, translation: string): string[] {
  const problems: string[] = [];
  if (!translation.trim()) return ['not translated'];
  const expected = placeholdersOf(message);
  const found = placeholdersOf(translation);
  if (expected.join() !== found.join()) problems.push(`placeholders differ: {${expected.join('}, {')}} in English, {${found.join('}, {')}} here`);
  if (translation === message && !UNTRANSLATABLE.test(message.replace(/\{[^}]*\}/g, ''))) problems.push('the same as the English text');
  return problems;
}
