import { Link } from 'react-router';

/**
 * Said in the dialogs that change a fee total or status by hand (Edit, Mark Paid): they correct
 * the books and issue no receipt. Money received is recorded at the Payments desk, which numbers
 * a receipt and e-mails it — so a payment is never entered here by mistake.
 */
export function CorrectionsOnlyNote({ student }: { student: string }) {
  return (
    <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      For corrections only: this issues no receipt. Money the student paid is entered with{' '}
      <Link to={`/dashboard/payments?q=${encodeURIComponent(student)}`} className="font-semibold underline">
        Record payment
      </Link>
      , which gives them a numbered receipt.
    </p>
  );
}
