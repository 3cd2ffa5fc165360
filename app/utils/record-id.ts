import { z } from 'zod';

/** A record id in a body or path; an id that is not ours is simply not found (404) by the domain. */
export const recordId = (label: string) =>
  z
    .string({ error: `${label} id is required.` })
    .trim()
    .min(1, `${label} id is required.`);
