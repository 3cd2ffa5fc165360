import { Link } from 'react-router';
import type { SameAadhaarStudent } from '~/modules/students/find-same-aadhaar.server';

/**
 * 'Same Aadhaar as …': another student's profile holds this student's Aadhaar number (a typing
 * mistake, one person with two accounts, or someone else's card). Staff settle it with the card
 * in hand; each name opens that student's profile.
 */
export function SameAadhaarBadge({ students, className = '' }: { students: SameAadhaarStudent[] | undefined; className?: string }) {
  if (!students?.length) return null;
  return (
    <p className={`rounded border border-amber-400 bg-amber-50 px-2 py-0.5 text-xs font-medium wrap-anywhere text-amber-900 ${className}`}>
      <span aria-hidden="true">⚠ </span>Same Aadhaar as{' '}
      {students.map((student, index) => (
        <span key={student.id}>
          {index > 0 ? ', ' : ''}
          <Link to={`/dashboard/change-user-profile/${student.id}`} className="underline underline-offset-2 hover:text-amber-950">
            {student.name}
          </Link>
        </span>
      ))}
    </p>
  );
}
