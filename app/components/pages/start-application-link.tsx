import { Link } from 'react-router';
import { openSiteDialog } from '~/utils/site-dialogs';

// About's call to action (spec §2): signed-in students go to /courses, visitors get the sign-in
// dialog. Student sign-in does not exist yet, so everyone is a visitor; without JavaScript it is
// simply a link to /courses.
export function StartApplicationLink({ className = '' }: { className?: string }) {
  return (
    <Link
      to="/courses"
      onClick={(event) => {
        event.preventDefault();
        openSiteDialog('student-sign-in');
      }}
      className={className}
    >
      Start Your Application – No Donation Required!
    </Link>
  );
}
