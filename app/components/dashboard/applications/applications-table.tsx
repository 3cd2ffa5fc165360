import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { ResultStatus } from '~/components/dashboard/courses/action-result';
import { ApplicationRow } from './application-row';
import type { ApplicationsResult, ApplicationView, CourseOption } from './applications-shared';
import { StatusOverlay } from './status-overlay';
import type { SameAadhaarStudent } from '~/modules/students/find-same-aadhaar.server';
import { Pagination } from '~/components/ui/pagination';
import { EmptyState } from '~/components/ui/empty-state';
import { Table } from '~/components/ui/table';
import { buttonClass } from '~/components/ui/button-classes';
import { controlClass } from '~/components/ui/field-classes';

const COLUMNS = ['#', 'Candidate Name', 'Course Title', 'Profile', 'Resume', 'Fees', 'Action', 'Receipt'];

/** View Applications (spec §2): name search, the table, paging; rows post to the page's action. */
export function ApplicationsTable({
  applications,
  courses,
  name,
  page,
  pageSize,
  pageCount,
  total,
  sameAadhaar = {},
}: {
  applications: ApplicationView[];
  courses: CourseOption[];
  name: string;
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
  /** Students whose Aadhaar number is also on other students' profiles, by user id. */
  sameAadhaar?: Record<string, SameAadhaarStudent[]>;
}) {
  const [notice, setNotice] = useState<ApplicationsResult | null>(null);
  const navigation = useNavigation();
  const searching =
    navigation.state === 'loading' &&
    navigation.location.pathname === '/dashboard/view-applications' &&
    new URLSearchParams(navigation.location.search).get('name') !== (name || null);
  return (
    <section aria-labelledby="applications-heading" className="p-4 sm:p-6">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-4">
        <h1 id="applications-heading" className="text-2xl font-semibold text-slate-900">
          View Applications
        </h1>
        <p className="text-sm text-slate-700">
          {total === 1 ? '1 application' : `${total} applications`}
          {name ? ` for “${name}”` : ''}
        </p>
      </div>
      <Form method="get" role="search" className="mb-4 flex max-w-md gap-2">
        <label htmlFor="applicant-search" className="sr-only">
          Search applications by candidate name
        </label>
        <input
          id="applicant-search"
          type="search"
          name="name"
          defaultValue={name}
          key={name}
          maxLength={100}
          placeholder="Search by name"
          className={controlClass}
        />
        <button type="submit" className={buttonClass('outline')}>
          {searching ? 'Searching...' : 'Search'}
        </button>
      </Form>
      <ResultStatus result={notice} className="mb-2 min-h-5" />
      {applications.length === 0 ? (
        <EmptyState>No Applications Available</EmptyState>
      ) : (
        <Table
          label="Applications table"
          caption={`Applications, newest first${name ? `, for names matching “${name}”` : ''}`}
          columns={COLUMNS}
          minWidth="min-w-[64rem]"
        >
          <tbody>
            {applications.map((application, index) => (
              <ApplicationRow
                key={application._id}
                number={(page - 1) * pageSize + index + 1}
                application={application}
                sameAadhaarAs={sameAadhaar[application.userId._id]}
                courses={courses}
                onResult={setNotice}
              />
            ))}
          </tbody>
        </Table>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        label="Applications pages"
        href={(target) => `?${new URLSearchParams({ ...(name ? { name } : {}), page: String(target) })}`}
      />
      <StatusOverlay />
    </section>
  );
}
