import { use, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHref, useNavigate, useRevalidator } from 'react-router';
import { SIGN_IN_CODE_LENGTH, SIGN_IN_CODE_TTL_SECONDS } from '~/modules/auth/student-auth.schemas';
import { fillText } from '~/modules/i18n/fill-text';
import type { SignInTexts } from '~/modules/i18n/portal/sign-in-texts.server';
import { buttonClass, linkButtonClass } from '~/components/ui/button-classes';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
// Loaded with the dialog: the page a signed-in student goes on to may say a redirect's notice
// (the pay page → /user-profile?notice=…), which must be at hand before this dialog closes and
// drops ?notice from the address (redirect-notice.tsx imports it lazily).
import '~/utils/redirect-notices';
import { pageAfterSignIn } from '~/utils/sign-in-return';
import { DIALOG_PARAMETERS, NEXT_PARAMETER } from '~/utils/site-dialogs';
import { showToast, toastsRaised } from '~/utils/toast';
import { usePublicConfig } from '~/utils/use-public-config';
import { useSiteLocale } from '~/utils/use-student';

// The student 'Login' of spec §2: an e-mail code (the embedded default), or any OpenID Connect
// provider the institute configured. The session is an HttpOnly cookie set by the server; after
// signing in the page's data is reloaded where the student is, so the navigation greets them, and
// a student sent here from a page that needs an account (?next=) goes on to it.
type Answer = { ok: boolean; message: string; data: Record<string, unknown> | null };

// The server words its refusals in the language asked for (Accept-Language): the page's.
async function post(url: string, body: object, language: string, failed: string): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': language },
    body: JSON.stringify(body),
  });
  const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const message = typeof data?.message === 'string' ? data.message : fillText(failed, { status: response.status });
  return { ok: response.ok, message, data };
}

/**
 * This page, where a provider sends the student back, signed in or refused (then with `extra`, which
 * reopens this dialog saying why): the student stays where they were, at the control the address
 * points at too (#enroll-now: the course's Enroll Now that asked them to sign in).
 */
function backHere(extra: Record<string, string> = {}) {
  const url = new URL(window.location.href);
  for (const name of DIALOG_PARAMETERS) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * What the dialog opens saying, read from the address (site-dialogs.tsx opens it for these): why a
 * provider sign-in came back refused (better-auth adds `error` to our error address), or the pay
 * page's 'Login to apply for Courses' for a signed-out visitor.
 */
function openingMessage(params: URLSearchParams, texts: SignInTexts): string | null {
  if (params.get('sign-in-error')) return texts.codes[params.get('error')?.toUpperCase() ?? ''] ?? texts.providerFailed;
  if (params.get('sign-in') === '1' && params.get('notice') === 'login-to-pay') return texts.loginToPay;
  return null;
}

/** The dialog once its texts have come (site-dialogs.tsx fetches them as it opens); none: nothing to show. */
export function StudentSignInDialog({ texts, onClose }: { texts: Promise<SignInTexts | null>; onClose: () => void }) {
  const loaded = use(texts);
  return loaded ? <SignInDialog texts={loaded} onClose={onClose} /> : null;
}

function SignInDialog({ texts, onClose }: { texts: SignInTexts; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { signInProviders } = usePublicConfig();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const ids = useId();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(() => openingMessage(new URLSearchParams(window.location.search), texts));
  const language = useSiteLocale();
  const codeInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  // The control that asked for signing in, named by the address (#enroll-now): signed in, the
  // student is taken back to it, ready for one more tap.
  const [returnTo] = useState(() => window.location.hash.slice(1));
  // The page that sent the student here to sign in (requireStudentPage, the pay page), if any.
  const [nextPage] = useState(() => pageAfterSignIn(window.location.search, window.location.origin));
  // The same page as the provider's callback, a whole address: in the page's language (/hi, /mr).
  const nextAddress = useHref(nextPage ?? '/');

  // showModal() (in Dialog, which runs first) focuses the first control, Close; the e-mail field is
  // where the student starts.
  useEffect(() => {
    emailInput.current?.focus();
  }, []);
  useEffect(() => {
    if (codeSent) codeInput.current?.focus();
  }, [codeSent]);

  // A refusal is said once, in the dialog's alert: a toast raised while a modal dialog is open sits
  // behind its backdrop, in the inert page, and is not announced. The code's arrival is said by the
  // hint under the code field. Only signing in, which closes the dialog, is a toast.
  const fail = (message: string) => setError(message);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch {
      fail(texts.unreachable);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () =>
    run(async () => {
      const answer = await post('/api/auth/email-otp/send-verification-otp', { email: email.trim(), type: 'sign-in' }, language, texts.failed);
      if (!answer.ok) return fail(answer.message);
      setCodeSent(true);
      setCode('');
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!codeSent) return void sendCode();
    void run(async () => {
      const answer = await post('/api/auth/sign-in/email-otp', { email: email.trim(), otp: code.trim() }, language, texts.failed);
      if (!answer.ok) return fail(answer.message);
      // The page's data first, then closing: a dialog the address opened (?sign-in=1, a provider's
      // refusal) drops its parameters as it closes, and that navigation would cut a reload begun
      // before it short, leaving the header without the student's greeting (the site layout reloads
      // only on the same address).
      await revalidator.revalidate();
      // Going on first: closing drops the address's parameters, on the page the student is then on.
      const toastsBefore = toastsRaised();
      if (nextPage) await navigate(nextPage);
      dialog.current?.close();
      if (returnTo) document.getElementById(returnTo)?.focus();
      // One notice: where the page gone on to says why it is not the one asked for ('Complete your
      // profile to apply for Courses'), that is said, and the greeting in the header says the rest.
      if (toastsRaised() === toastsBefore) showToast('success', texts.signedIn);
    });
  };

  const withProvider = (provider: string) =>
    run(async () => {
      const answer = await post(
        '/api/auth/sign-in/social',
        {
          provider,
          callbackURL: nextPage ? nextAddress : backHere(),
          errorCallbackURL: backHere({ 'sign-in-error': 'provider', ...(nextPage ? { [NEXT_PARAMETER]: nextPage } : {}) }),
        },
        language,
        texts.failed,
      );
      const url = answer.data?.url;
      if (!answer.ok || typeof url !== 'string') return fail(answer.message);
      window.location.assign(url);
    });

  const minutes = SIGN_IN_CODE_TTL_SECONDS / 60;
  return (
    <Dialog
      ref={dialog}
      titleId={`${ids}-title`}
      title={texts.title}
      description={texts.description}
      closeLabel={texts.close}
      error={error}
      onClose={onClose}
      width="w-[min(26rem,calc(100vw-2rem))]"
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field label={texts.email} id={`${ids}-email`}>
          {(control) => (
            <input
              {...control}
              ref={emailInput}
              type="email"
              required
              readOnly={codeSent}
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        {codeSent ? (
          <Field label={texts.code} id={`${ids}-code`}>
            {(control) => (
              <>
                <input
                  {...control}
                  ref={codeInput}
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern={`\\d{${SIGN_IN_CODE_LENGTH}}`}
                  maxLength={SIGN_IN_CODE_LENGTH}
                  aria-describedby={`${ids}-code-help`}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
                  className={`${control.className} tracking-[0.3em]`}
                />
                <p id={`${ids}-code-help`} className="mt-1 text-sm text-slate-600">
                  {fillText(texts.codeSent, { digits: SIGN_IN_CODE_LENGTH, email: email.trim(), minutes })}
                </p>
              </>
            )}
          </Field>
        ) : null}
        <Button type="submit" block busy={busy} spinner={false}>
          {codeSent ? (busy ? texts.signingIn : texts.signIn) : busy ? texts.sending : texts.sendCode}
        </Button>
        {codeSent ? (
          <div className="flex flex-wrap justify-between gap-2 text-sm">
            <button type="button" className={linkButtonClass} disabled={busy} onClick={() => void sendCode()}>
              {texts.sendNewCode}
            </button>
            <button type="button" className={linkButtonClass} onClick={() => (setCodeSent(false), setCode(''), setError(null))}>
              {texts.otherEmail}
            </button>
          </div>
        ) : null}
      </form>

      {signInProviders.length ? (
        <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
          <p className="text-center text-sm text-slate-600">{texts.or}</p>
          {signInProviders.map((provider) => (
            <button key={provider.id} type="button" disabled={busy} onClick={() => void withProvider(provider.id)} className={buttonClass('secondary')}>
              {fillText(texts.withProvider, { provider: provider.name })}
            </button>
          ))}
        </div>
      ) : null}
    </Dialog>
  );
}
