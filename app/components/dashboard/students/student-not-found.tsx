import { isRouteErrorResponse, Link } from 'react-router';

/** The 404 of the dashboard's student pages; anything else goes on to the dashboard's error page. */
export function StudentNotFound({ error, back }: { error: unknown; back: { to: string; label: string } }) {
  if (!(isRouteErrorResponse(error) && error.status === 404)) throw error;
  return (
    <section className="p-4 sm:p-6">
      <title>Student not found | Dashboard</title>
      <h1 className="text-2xl font-semibold text-slate-900">Student not found</h1>
      <p className="mt-2 text-slate-700">This student does not exist or was removed.</p>
      <Link to={back.to} className="mt-4 inline-block text-brand-700 underline">
        {back.label}
      </Link>
    </section>
  );
}
