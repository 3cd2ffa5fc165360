/** The first letters of the first two words, upper-cased, for an avatar without a photo ('Asha Patil' → 'AP'). */
export const initials = (name: string) =>
  name
    .split(/[\s._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
