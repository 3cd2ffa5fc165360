import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_TTL_SECONDS } from '~/modules/auth/student-auth.schemas';
import { showToast } from '~/utils/toast';
import { usePublicConfig } from '~/utils/use-public-config';
import { CloseIcon } from './icons';

// The student 'Login' of spec §2: an e-mail code (the embedded default), or any OpenID Connect
// provider the institute configured. The session is an HttpOnly cookie set by the server; after
// signing in the page's data is reloaded where the student is, so the navigation greets them.
type Answer = { ok: boolean; message: string; data: Record<string, unknown> | null };

async function post(url: string, body: object): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const message = typeof data?.message === 'string' ? data.message : `Something went wrong (${response.status}). Please try again.`;
  return { ok: response.ok, message, data };
}

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none read-only:bg-slate-100';
const primaryButton =
  'inline-flex w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';
const linkButton = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

export function StudentSignInDialog({ onClose, errorMessage }: { onClose: () => void; errorMessage?: string | null }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { signInProviders } = usePublicConfig();
  const revalidator = useRevalidator();
  const ids = useId();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(errorMessage ?? null);
  const codeInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  // showModal() would focus the first control (Close); the e-mail field is where the student starts.
  useEffect(() => {
    dialog.current?.showModal();
    emailInput.current?.focus();
  }, []);
  useEffect(() => {
    if (codeSent) codeInput.current?.focus();
  }, [codeSent]);

  const fail = (message: string) => {
    setError(message);
    showToast('error', message);
  };
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch {
      fail('We could not reach the server. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      const answer = await post('/api/auth/email-otp/send-verification-otp', { email: email.trim(), type: 'sign-in' });
      if (!answer.ok) return fail(answer.message);
      setCodeSent(true);
      setCode('');
      showToast('success', `We sent a sign-in code to ${email.trim()}.`);
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeSent) return void sendCode();
    void run(async () => {
      const answer = await post('/api/auth/sign-in/email-otp', { email: email.trim(), otp: code.trim() });
      if (!answer.ok) return fail(answer.message);
      showToast('success', 'You are signed in.');
      dialog.current?.close();
      await revalidator.revalidate();
    });
  };

  const withProvider = (provider: string) =>
    run(async () => {
      const here = `${window.location.pathname}${window.location.search}`;
      const answer = await post('/api/auth/sign-in/social', { provider, callbackURL: here, errorCallbackURL: '/?sign-in-error=provider' });
      const url = answer.data?.url;
      if (!answer.ok || typeof url !== 'string') return fail(answer.message);
      window.location.assign(url);
    });

  const minutes = SIGN_IN_CODE_TTL_SECONDS / 60;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${ids}-title`}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && dialog.current?.close()}
      className="site-dialog m-auto w-[min(26rem,calc(100vw-2rem))] rounded-2xl bg-white p-0 text-slate-800 shadow-2xl"
    >
      <div className="flex flex-col gap-5 p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={`${ids}-title`} className="text-xl font-bold text-slate-900">
              Student Login
            </h2>
            <p className="mt-1 text-sm text-slate-600">Apply to courses, fill your admission form and follow your applications.</p>
          </div>
          <button type="button" onClick={() => dialog.current?.close()} className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100">
            <CloseIcon className="size-6" />
            <span className="sr-only">Close</span>
          </button>
        </div>

        {error ? (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        ) : null}

        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <div>
            <label htmlFor={`${ids}-email`} className="text-sm font-medium text-slate-800">
              Email
            </label>
            <input
              id={`${ids}-email`}
              ref={emailInput}
              type="email"
              required
              readOnly={codeSent}
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={inputClass}
            />
          </div>
          {codeSent ? (
            <div>
              <label htmlFor={`${ids}-code`} className="text-sm font-medium text-slate-800">
                Code from the e-mail
              </label>
              <input
                id={`${ids}-code`}
                ref={codeInput}
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern={`\\d{${SIGN_IN_CODE_LENGTH}}`}
                maxLength={SIGN_IN_CODE_LENGTH}
                aria-describedby={`${ids}-code-help`}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                className={`${inputClass} tracking-[0.3em]`}
              />
              <p id={`${ids}-code-help`} className="mt-1 text-sm text-slate-600">
                We e-mailed a {SIGN_IN_CODE_LENGTH}-digit code to {email.trim()}. It works once, for {minutes} minutes.
              </p>
            </div>
          ) : null}
          <button type="submit" disabled={busy} aria-busy={busy} className={primaryButton}>
            {codeSent ? (busy ? 'Signing in...' : 'Sign in') : busy ? 'Sending...' : 'Send code'}
          </button>
          {codeSent ? (
            <div className="flex flex-wrap justify-between gap-2 text-sm">
              <button type="button" className={linkButton} disabled={busy} onClick={() => void sendCode()}>
                Send a new code
              </button>
              <button type="button" className={linkButton} onClick={() => (setCodeSent(false), setCode(''), setError(null))}>
                Use a different e-mail
              </button>
            </div>
          ) : null}
        </form>

        {signInProviders.length ? (
          <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
            <p className="text-center text-sm text-slate-600">or</p>
            {signInProviders.map((provider) => (
              <button
                key={provider.id}
                type="button"
                disabled={busy}
                onClick={() => void withProvider(provider.id)}
                className="rounded-md border border-slate-400 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
              >
                Continue with {provider.name}
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
