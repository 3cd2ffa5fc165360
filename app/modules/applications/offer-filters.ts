// Browser-safe: where an application stands in its course's merit rounds (decision 048), as View
// Applications filters it (find-applicants.server.ts says what each means in SQL).
export const OFFER_FILTERS = ['offered', 'accepted', 'declined', 'lapsed', 'waitlisted'] as const;
export type OfferFilter = (typeof OFFER_FILTERS)[number];
