// Spec §4: students see Accepted in green, Rejected in red, anything else in blue (text on its
// background passes AA contrast). Used by Applied Courses and by the course page.
const statusClass = (status: string) =>
  status === 'Accepted' ? 'bg-green-100 text-green-800' : status === 'Rejected' ? 'bg-red-100 text-red-800' : 'bg-blue-100 text-blue-800';

/** An application's status as a coloured badge; `label`: the status in the page's language (the colour follows the stored value). */
export function ApplicationStatusBadge({ status, label }: { status: string; label?: string }) {
  return <span className={`inline-block rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${statusClass(status)}`}>{label ?? status}</span>;
}
