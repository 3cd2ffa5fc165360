import type { FormEvent } from 'react';
import { Form, Link, useNavigation, useNavigate } from 'react-router';
import { ApplicationRow } from './application-row';
import { type ApplicationFilters, type ApplicationView, type CourseOption, DOCUMENTS_FILTER_LABELS, listUrl, OFFER_FILTER_LABELS } from './applications-shared';
import { OFFER_FILTERS } from '~/modules/applications/offer-filters';
import { REVIEW_STATUSES } from '~/modules/documents/document-reviews.schemas';
import { APPLICATION_STATUSES, FEE_STATUSES } from '~/modules/applications/applications.schemas';
import { CATEGORIES } from '~/modules/students/profile.schemas';
import { StatusOverlay } from './status-overlay';
import type { SameAadhaarStudent } from '~/modules/students/find-same-aadhaar.server';
import { Pagination } from '~/components/ui/pagination';
import { EmptyState } from '~/components/ui/empty-state';
import { Table } from '~/components/ui/table';
import { buttonClass } from '~/components/ui/button-classes';
import { inputClass, labelClass } from '~/components/ui/field-classes';

const COLUMNS = ['#', 'Candidate Name', 'Course Title', 'Date of Application', 'Profile', 'Resume', 'Fees', 'Action', 'Receipt'];

const pick = (values: FormData): Omit<ApplicationFilters, 'name'> => ({
  status: APPLICATION_STATUSES.find((status) => status === values.get('status')),
  fees: FEE_STATUSES.find((fees) => fees === values.get('fees')),
  category: CATEGORIES.find((category) => category === values.get('category')),
  documents: REVIEW_STATUSES.find((review) => review === values.get('documents')),
  offer: OFFER_FILTERS.find((offer) => offer === values.get('offer')),
});

const filterLabel = (filters: ApplicationFilters) =>
  [
    filters.name ? `for “${filters.name}”` : '',
    filters.status ? `status ${filters.status}` : '',
    filters.fees ? `fees ${filters.fees}` : '',
    filters.category ? `category ${filters.category}` : '',
    filters.documents ? `documents ${DOCUMENTS_FILTER_LABELS[filters.documents].toLowerCase()}` : '',
    filters.offer ? OFFER_FILTER_LABELS[filters.offer].toLowerCase() : '',
  ]
    .filter(Boolean)
    .join(', ');

/** One of the list's filters: its choices, and 'Any …' for none. */
function FilterSelect<T extends string>({
  name,
  label,
  any,
  value,
  choices,
  labels,
}: {
  name: string;
  label: string;
  any: string;
  value: T | undefined;
  choices: readonly T[];
  labels?: Record<T, string>;
}) {
  return (
    <div>
      <label htmlFor={`${name}-filter`} className={labelClass}>
        {label}
      </label>
      <select id={`${name}-filter`} name={name} defaultValue={value ?? ''} className={inputClass}>
        <option value="">{any}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels?.[choice] ?? choice}
          </option>
        ))}
      </select>
    </div>
  );
}

/** View Applications (spec §2): name search and filters (on the server), the table, paging; rows post to the page's action. */
export function ApplicationsTable({
  applications,
  courses,
  filters,
  page,
  pageSize,
  pageCount,
  total,
  sameAadhaar = {},
}: {
  applications: ApplicationView[];
  courses: CourseOption[];
  filters: ApplicationFilters;
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
  /** Students whose Aadhaar number is also on other students' profiles, by user id. */
  sameAadhaar?: Record<string, SameAadhaarStudent[]>;
}) {
  const navigation = useNavigation();
  const searching =
    navigation.state === 'loading' &&
    navigation.location.pathname === '/dashboard/view-applications' &&
    listUrl(Object.fromEntries(new URLSearchParams(navigation.location.search)) as ApplicationFilters) !== listUrl(filters);
  const narrowed = filterLabel(filters);
  // The form is keyed by the filters, so Back and Forward show the list's own choices.
  const formKey = listUrl(filters);
  const navigate = useNavigate();
  // Only the choices made go in the URL (?status=Pending, not ?name=&status=Pending&fees=).
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    void navigate(listUrl({ name: String(values.get('name') ?? '').trim(), ...pick(values) }));
  };
  return (
    <section aria-labelledby="applications-heading">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-4">
        <h1 id="applications-heading" className="text-2xl font-semibold text-slate-900">
          View Applications
        </h1>
        <p className="text-sm text-slate-700">
          {total === 1 ? '1 application' : `${total} applications`}
          {narrowed ? ` ${narrowed}` : ''}
        </p>
      </div>
      <Form key={formKey} method="get" role="search" aria-label="Applications" onSubmit={search} className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-72">
          <label htmlFor="applicant-search" className={labelClass}>
            Candidate name
          </label>
          <input
            id="applicant-search"
            type="search"
            name="name"
            aria-label="Search applications by candidate name"
            defaultValue={filters.name}
            maxLength={100}
            placeholder="Search by name"
            className={inputClass}
          />
        </div>
        <FilterSelect name="status" label="Status" any="Any status" value={filters.status} choices={APPLICATION_STATUSES} />
        <FilterSelect name="fees" label="Fees" any="Any fee status" value={filters.fees} choices={FEE_STATUSES} />
        <FilterSelect name="category" label="Category" any="Any category" value={filters.category} choices={CATEGORIES} />
        <FilterSelect
          name="documents"
          label="Documents"
          any="Any documents"
          value={filters.documents}
          choices={REVIEW_STATUSES}
          labels={DOCUMENTS_FILTER_LABELS}
        />
        <FilterSelect name="offer" label="Merit round" any="Any offer" value={filters.offer} choices={OFFER_FILTERS} labels={OFFER_FILTER_LABELS} />
        <button type="submit" className={buttonClass('outline')}>
          {searching ? 'Searching...' : 'Search'}
        </button>
        {narrowed ? (
          <Link to="/dashboard/view-applications" className="self-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            Show all
          </Link>
        ) : null}
      </Form>
      {applications.length === 0 ? (
        <EmptyState>No Applications Available</EmptyState>
      ) : (
        <Table label="Applications table" caption={`Applications, newest first${narrowed ? `, ${narrowed}` : ''}`} columns={COLUMNS} minWidth="min-w-[58rem]">
          <tbody>
            {applications.map((application, index) => (
              <ApplicationRow
                key={application._id}
                number={(page - 1) * pageSize + index + 1}
                application={application}
                sameAadhaarAs={sameAadhaar[application.userId._id]}
                courses={courses}
              />
            ))}
          </tbody>
        </Table>
      )}
      <Pagination page={page} pageCount={pageCount} label="Applications pages" href={(target) => listUrl(filters, target)} />
      <StatusOverlay />
    </section>
  );
}
