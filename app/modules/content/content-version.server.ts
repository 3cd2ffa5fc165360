// A counter bumped by every write to public content (courses, news, events) in this process.
// Caches of public responses compare it to drop what a write made stale at once; other app
// nodes rely on the caches' short lifetime instead (server/anonymous-cache.ts).
let version = 0;

export const contentVersion = () => version;

export function noteContentChanged() {
  version += 1;
}
