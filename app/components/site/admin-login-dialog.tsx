import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { ADMIN_PASSWORD_MIN } from '~/modules/admins/admins.schemas';
import { buttonClass, linkButtonClass } from '~/components/ui/button-classes';
import { inputClass } from '~/components/ui/field-classes';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { pageAfterSignIn } from '~/utils/sign-in-return';
import { showToast } from '~/utils/toast';

// The staff dialog of spec §2/§4: Login, Sign Up (access password → details → photo) and Forgot
// Password (Send OTP → code and new password). Session: spec §4 keeps an `adminToken` in
// localStorage; here the API sets an HttpOnly `admin_session` cookie instead (DESIGN.md §7), so no
// script on the page can read or steal the token. Nothing is stored in localStorage.
// The admin access password is checked by the server at Create Account, never in the browser.

type Mode = 'login' | 'signup' | 'forgot';
type SignupStep = 'access' | 'details' | 'photo';
type Answer = { ok: boolean; status: number; message: string };

const WRONG_ACCESS_PASSWORD = 'Incorrect admin access password';
const PASSWORDS_DIFFER = 'Passwords do not match';

async function send(url: string, body: object | FormData): Promise<Answer> {
  const isForm = body instanceof FormData;
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: isForm ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
    body: isForm ? body : JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null;
  const ok = response.ok && data?.success === true;
  return { ok, status: response.status, message: data?.message ?? (ok ? 'Done.' : `Something went wrong (${response.status}). Please try again.`) };
}

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.');

function PasswordInput({
  id,
  value,
  onChange,
  autoComplete,
  minLength,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  minLength?: number;
  describedBy?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input
        id={id}
        type={shown ? 'text' : 'password'}
        required
        minLength={minLength}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={describedBy}
        className={`${inputClass} pr-20`}
      />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-pressed={shown}
        aria-controls={id}
        className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {shown ? 'Hide' : 'Show'}
        <span className="sr-only"> password</span>
      </button>
    </div>
  );
}

const EMPTY = { name: '', email: '', password: '', accessPassword: '', otp: '', newPassword: '', confirmPassword: '' };

export function AdminLoginDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  // On a Hindi or Marathi page the router's addresses carry /hi or /mr; the dashboard, in English
  // only, has none (decision 043): it is reached by a page load there.
  const inEnglish = useHref('/') === '/';
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const [mode, setMode] = useState<Mode>('login');
  const [signupStep, setSignupStep] = useState<SignupStep>('access');
  const [otpSent, setOtpSent] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (name: keyof typeof EMPTY) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  const reset = (next: Mode = 'login') => {
    setMode(next);
    setSignupStep('access');
    setOtpSent(false);
    setFields(EMPTY);
    setPhoto(null);
    setError(null);
    setBusy(false);
  };

  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  // A refusal is said once, in the dialog. Spec §5/§8 call it a toast, but a toast raised while a
  // modal dialog is open sits behind its backdrop, in the inert page, and is not announced; the
  // dialog's alert is announced as a toast would be. Successes that leave the form are toasts.
  const fail = (message: string) => setError(message);

  // Signed in: close the dialog without the close callback (it would rewrite the URL) and go to
  // the dashboard page that sent them here to sign in (?next=, requireAdminPage), else the
  // dashboard; the site layout, dialog included, unmounts there.
  const leaving = useRef(false);
  const signedIn = () => {
    leaving.current = true;
    dialog.current?.close();
    const page = pageAfterSignIn(window.location.search, window.location.origin) ?? '/dashboard';
    if (inEnglish) void navigate(page);
    else window.location.assign(page);
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      fail(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  const onLogin = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await send('/api/admin/login', { email: fields.email, password: fields.password });
      if (answer.ok) signedIn();
      else fail(answer.message);
    });
  };

  const onSignup = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (signupStep === 'access') return setSignupStep('details');
    if (signupStep === 'details') return setSignupStep('photo');
    if (!photo) return fail('Choose a photo.');
    const form = new FormData();
    form.set('name', fields.name);
    form.set('email', fields.email);
    form.set('password', fields.password);
    form.set('accessPassword', fields.accessPassword);
    form.set('image', photo);
    void run(async () => {
      const answer = await send('/api/admin/register', form);
      if (answer.ok) return signedIn();
      if (answer.status === 403 || answer.message === WRONG_ACCESS_PASSWORD) {
        setSignupStep('access');
        setFields((current) => ({ ...current, accessPassword: '' }));
      } else if (answer.status === 400 || answer.status === 409) {
        setSignupStep('details');
      }
      fail(answer.message);
    });
  };

  const onForgot = (event: FormEvent) => {
    event.preventDefault();
    if (!otpSent) {
      void run(async () => {
        const answer = await send('/api/admin/send-otp', { email: fields.email });
        if (!answer.ok) return fail(answer.message);
        showToast('success', answer.message);
        setOtpSent(true);
      });
      return;
    }
    // Spec §5: a mismatch is caught here and nothing is sent.
    if (fields.newPassword !== fields.confirmPassword) return fail(PASSWORDS_DIFFER);
    void run(async () => {
      const answer = await send('/api/admin/verify-otp', { email: fields.email, otp: fields.otp, newPassword: fields.newPassword });
      if (!answer.ok) return fail(answer.message);
      showToast('success', answer.message);
      reset('login');
    });
  };

  const title = mode === 'login' ? 'Admin Login' : mode === 'signup' ? 'Admin Sign Up' : 'Forgot Password';
  const stepText =
    mode === 'signup'
      ? { access: 'Step 1 of 3: admin access password', details: 'Step 2 of 3: your details', photo: 'Step 3 of 3: your photo' }[signupStep]
      : null;
  const busyLabel = (idle: string, working: string) => (busy ? working : idle);

  return (
    <Dialog
      ref={dialog}
      titleId={id('title')}
      title={title}
      description={stepText}
      error={error}
      onClose={() => {
        reset();
        if (leaving.current) leaving.current = false;
        else onClose();
      }}
      width="w-[min(28rem,calc(100vw-2rem))]"
    >
      {mode === 'login' ? (
        <form onSubmit={onLogin} className="flex flex-col gap-4">
          <Field label="Email" id={id('email')}>
            {(control) => (
              <input {...control} type="email" required autoComplete="username" value={fields.email} onChange={(e) => set('email')(e.target.value)} />
            )}
          </Field>
          <Field label="Password" id={id('password')}>
            <PasswordInput id={id('password')} value={fields.password} onChange={set('password')} autoComplete="current-password" />
          </Field>
          <Button type="submit" block busy={busy} spinner={false}>
            {busyLabel('Login', 'Logging in...')}
          </Button>
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button type="button" className={linkButtonClass} onClick={() => reset('forgot')}>
              Forgot Password?
            </button>
            <button type="button" className={linkButtonClass} onClick={() => reset('signup')}>
              Sign Up
            </button>
          </div>
        </form>
      ) : null}

      {mode === 'signup' ? (
        <form onSubmit={onSignup} className="flex flex-col gap-4">
          {signupStep === 'access' ? (
            <Field label="Admin access password" id={id('access')}>
              <PasswordInput id={id('access')} value={fields.accessPassword} onChange={set('accessPassword')} autoComplete="off" />
            </Field>
          ) : null}
          {signupStep === 'details' ? (
            <>
              <Field label="Name" id={id('name')}>
                {(control) => (
                  <input {...control} required maxLength={100} autoComplete="name" value={fields.name} onChange={(e) => set('name')(e.target.value)} />
                )}
              </Field>
              <Field label="Email" id={id('email')}>
                {(control) => (
                  <input {...control} type="email" required autoComplete="email" value={fields.email} onChange={(e) => set('email')(e.target.value)} />
                )}
              </Field>
              <Field label="Password" id={id('password')} hint={`At least ${ADMIN_PASSWORD_MIN} characters.`}>
                {(control) => (
                  <PasswordInput
                    id={control.id}
                    describedBy={control['aria-describedby']}
                    value={fields.password}
                    onChange={set('password')}
                    autoComplete="new-password"
                    minLength={ADMIN_PASSWORD_MIN}
                  />
                )}
              </Field>
            </>
          ) : null}
          {signupStep === 'photo' ? (
            <Field label="Photo" id={id('photo')}>
              <input
                id={id('photo')}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                // Required until a photo is chosen: after a refusal sends the dialog back to step 1,
                // this input comes back empty while the photo chosen before is still the one to send.
                required={!photo}
                onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
                className={
                  'mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 ' +
                  'file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800'
                }
              />
              {preview ? <img src={preview} alt="Preview of your photo" className="mt-3 size-24 rounded-full object-cover ring-2 ring-brand-100" /> : null}
            </Field>
          ) : null}
          <div className="flex gap-3">
            {signupStep !== 'access' ? (
              <button type="button" onClick={() => setSignupStep(signupStep === 'photo' ? 'details' : 'access')} className={buttonClass('secondary')}>
                Back
              </button>
            ) : null}
            <Button type="submit" block busy={busy} spinner={false}>
              {signupStep === 'photo' ? busyLabel('Create Account', 'Creating account...') : 'Next'}
            </Button>
          </div>
          <p className="text-sm">
            Already have an account?{' '}
            <button type="button" className={linkButtonClass} onClick={() => reset('login')}>
              Login
            </button>
          </p>
        </form>
      ) : null}

      {mode === 'forgot' ? (
        <form onSubmit={onForgot} className="flex flex-col gap-4">
          <Field label="Email" id={id('email')}>
            {(control) => (
              <input
                {...control}
                type="email"
                required
                readOnly={otpSent}
                autoComplete="username"
                value={fields.email}
                onChange={(e) => set('email')(e.target.value)}
              />
            )}
          </Field>
          {otpSent ? (
            <>
              <Field label="OTP" id={id('otp')}>
                {(control) => (
                  <input
                    {...control}
                    required
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={12}
                    value={fields.otp}
                    onChange={(e) => set('otp')(e.target.value)}
                  />
                )}
              </Field>
              <Field label="New password" id={id('new-password')}>
                <PasswordInput id={id('new-password')} value={fields.newPassword} onChange={set('newPassword')} autoComplete="new-password" />
              </Field>
              <Field label="Confirm new password" id={id('confirm-password')}>
                <PasswordInput id={id('confirm-password')} value={fields.confirmPassword} onChange={set('confirmPassword')} autoComplete="new-password" />
              </Field>
            </>
          ) : null}
          <Button type="submit" block busy={busy} spinner={false}>
            {otpSent ? busyLabel('Reset Password', 'Resetting...') : busyLabel('Send OTP', 'Sending...')}
          </Button>
          <button type="button" className={`${linkButtonClass} self-start text-sm`} onClick={() => reset('login')}>
            Back to Login
          </button>
        </form>
      ) : null}
    </Dialog>
  );
}
