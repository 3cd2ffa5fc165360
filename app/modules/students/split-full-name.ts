// Browser-safe. Enroll Student asks for a full name on step 1 and first, middle and last names on
// step 2: the first word starts the first name and the last word the last name. The middle name
// stays empty: in India it is usually the father's or husband's name, which a full name as typed
// may or may not contain, so staff fill it from the marksheet rather than trust a guess.
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.length > 1 ? words.at(-1)! : '' };
}
