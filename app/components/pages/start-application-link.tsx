import { Link } from 'react-router';
import { openSiteDialog } from '~/utils/site-dialogs';
import { useStudent } from '~/utils/use-student';

// About's call to action (spec §2): signed-in students go to /courses, visitors get the sign-in
// dialog. Without JavaScript it is simply a link to /courses.
export function StartApplicationLink({ label, className = '' }: { label: string; className?: string }) {
  const student = useStudent();
  return (
    <Link
      to="/courses"
      onClick={(event) => {
        if (student) return;
        event.preventDefault();
        openSiteDialog('student-sign-in');
      }}
      className={className}
    >
      {label}
    </Link>
  );
}
