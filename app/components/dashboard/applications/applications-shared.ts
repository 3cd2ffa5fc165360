import type { ListedApplication as ApplicationView } from '~/modules/applications/find-applicants.server';
import type { OfferFilter } from '~/modules/applications/offer-filters';
import type { ApplicationStatus, FeeStatus } from '~/modules/applications/applications.schemas';
import type { StudentView } from '~/modules/students/get-student.server';
import type { ReviewStatus } from '~/modules/documents/document-reviews.schemas';
import type { Category } from '~/modules/students/profile.schemas';

// Shapes shared by the View Applications page (routes/dashboard/view-applications.tsx) and its parts.
export type { ApplicationView, StudentView };
export type CourseOption = { id: string; title: string };
/** The list's search and filters, as they are in the URL. */
export type ApplicationFilters = {
  name: string;
  status?: ApplicationStatus;
  fees?: FeeStatus;
  category?: Category;
  documents?: ReviewStatus;
  offer?: OfferFilter;
};
/** The filters that narrow the list besides the name, in the URL's order. */
export const LIST_FILTERS = ['status', 'fees', 'category', 'documents', 'offer'] as const;
/** The offer filter's choices as staff read them (merit rounds, decision 048). */
export const OFFER_FILTER_LABELS: Record<OfferFilter, string> = {
  offered: 'Offered, awaiting answer',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
  lapsed: 'Offer lapsed',
  waitlisted: 'Waitlisted',
};
/** The documents filter's choices as staff read them. */
export const DOCUMENTS_FILTER_LABELS: Record<ReviewStatus, string> = {
  pending: 'Awaiting verification',
  rejected: 'Some rejected',
  verified: 'All verified',
};

/** The address of a page of the list with these filters (pagination keeps them). */
export function listUrl(filters: ApplicationFilters, page = 1) {
  const params = new URLSearchParams();
  if (filters.name) params.set('name', filters.name);
  for (const key of LIST_FILTERS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return `?${params}`;
}

/** What the page's action answers: a message for the toast, and the full number after a reveal. */
export type ApplicationsResult = { ok: true; message: string; aadharNumber?: string } | { ok: false; message: string; fieldErrors: Record<string, string> };

export const STATUS_CHANGE_OVERLAY = 'Please wait, Application status is being changed. Do not press back.';

/** Staff open private documents in the browser (the file route answers inline only to staff). */
export const inlineUrl = (url: string) => (url ? `${url}?inline=1` : '');
