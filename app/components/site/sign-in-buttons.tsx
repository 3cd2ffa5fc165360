import { openSiteDialog } from '~/utils/site-dialogs';
import { useShellTexts, useStudent } from '~/utils/use-student';

/** Signed out: 'Admin Login' (staff dialog) and 'Login' (student dialog) of spec §2. Signed in: nothing (the account menu is in the header). */
export function SignInButtons({ className = '', onChoose }: { className?: string; onChoose?: () => void }) {
  const student = useStudent();
  const texts = useShellTexts();
  if (student) return null;
  const open = (dialog: Parameters<typeof openSiteDialog>[0]) => {
    onChoose?.();
    openSiteDialog(dialog);
  };
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <button
        type="button"
        onClick={() => open('admin-login')}
        className="rounded-md border border-brand-700 px-3.5 py-2 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
      >
        {texts.adminLogin}
      </button>
      <button
        type="button"
        onClick={() => open('student-sign-in')}
        className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-brand-800"
      >
        {texts.login}
      </button>
    </div>
  );
}
