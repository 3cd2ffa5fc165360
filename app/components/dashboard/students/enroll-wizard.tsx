import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { ResultStatus, saidInline } from '~/components/ui/result-notice';
import { buttonClass } from '~/components/ui/button-classes';
import { inputClass } from '~/components/ui/field-classes';
import { Button } from '~/components/ui/button';
import { useEachNew } from '~/components/ui/use-each-new';
import { describedControl, Field } from '~/components/ui/field';
import { DOCUMENT_LABELS, documentAccept, documentFileProblem, type DocumentKind } from '~/modules/documents/documents.schemas';
import { DOCUMENT_FIELDS, enrollStudentAccountInput, enrollStudentInput } from '~/modules/students/profile.schemas';
import { splitFullName } from '~/modules/students/split-full-name';
import { FieldControl } from './field-control';
import { ENROLL_REQUIRED, FIELD_SPECS, nonEmpty } from './student-fields';

const STEP_ONE = ['name', 'email', 'image', 'resume'];
const FILE_KINDS: Record<string, DocumentKind> = {
  image: 'profilePhoto',
  resume: 'resume',
  ...Object.fromEntries(DOCUMENT_FIELDS.map((kind) => [kind, kind])),
};
const STEP_TWO_FIELDS = (Object.keys(FIELD_SPECS) as (keyof typeof FIELD_SPECS)[]).filter((name) => name !== 'otherReference');

/** Messages of a schema's issues, one per field (the first), keyed by field name. */
function messagesByField(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[String(issue.path[0] ?? 'form')] ??= issue.message;
  return out;
}

/** Early feedback on chosen files from their declared type and size; the server decides from the bytes. */
function fileProblems(form: FormData, names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const file = form.get(name);
    const problem = file instanceof File && file.size > 0 ? documentFileProblem(FILE_KINDS[name]!, file) : null;
    if (problem) out[name] = problem;
  }
  return out;
}

const textFields = (form: FormData) => Object.fromEntries([...form].filter(([, value]) => typeof value === 'string'));

/**
 * Enroll Student (spec §2, §4, §5): step 1 the account, photo and resume; step 2 the profile and
 * documents. Both steps stay in one form, so the files chosen in step 1 are sent with step 2; the
 * action creates everything and redirects to Select a course.
 */
export function EnrollWizard() {
  const fetcher = useFetcher<ActionResult>();
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [reference, setReference] = useState('');
  const busy = fetcher.state !== 'idle';
  // The names step 2 was last given from step 1's full name: a field still holding them follows a
  // corrected full name; one staff typed themselves is left alone.
  const prefilled = useRef({ firstName: '', lastName: '' });

  function prefillNames(fullName: string) {
    const names = splitFullName(fullName);
    for (const field of ['firstName', 'lastName'] as const) {
      const input = formRef.current?.elements.namedItem(field);
      if (input instanceof HTMLInputElement && (input.value === '' || input.value === prefilled.current[field])) input.value = names[field];
    }
    prefilled.current = names;
  }

  // The field to focus once the step it is on shows (a refused field, instead of the step's heading).
  const focusAfterStep = useRef<string | null>(null);
  /** Says refusals once, at their fields (a success leaves the page): shows the step of the first and focuses it. */
  function showErrors(found: Record<string, string>) {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (!first) return;
    // A refused name, e-mail, photo or resume is fixed on step 1.
    const onStep: 1 | 2 = Object.keys(found).some((name) => STEP_ONE.includes(name)) ? 1 : 2;
    const target = Object.keys(found).find((name) => STEP_ONE.includes(name) === (onStep === 1)) ?? first;
    if (onStep === step) formRef.current?.querySelector<HTMLElement>(`[name="${target}"]`)?.focus();
    else {
      focusAfterStep.current = target;
      setStep(onStep);
    }
  }

  // Read when a new answer comes, with the step shown at that time.
  useEachNew(fetcher.data, (result) => {
    if (!result.ok) showErrors(result.fieldErrors);
  });

  useEffect(() => {
    // Move focus with the step, so keyboard and screen-reader users land on the new step (or its refused field).
    const target = focusAfterStep.current;
    focusAfterStep.current = null;
    formRef.current?.querySelector<HTMLElement>(target ? `[name="${target}"]` : `#enroll-step-${step}-heading`)?.focus();
  }, [step]);

  function next() {
    const form = new FormData(formRef.current!);
    const account = enrollStudentAccountInput.safeParse(textFields(form));
    const found = { ...(account.success ? {} : messagesByField(account.error.issues)), ...fileProblems(form, ['image', 'resume']) };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      formRef.current?.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    prefillNames(String(form.get('name') ?? ''));
    setStep(2);
  }

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = nonEmpty(new FormData(event.currentTarget));
    const parsed = enrollStudentInput.safeParse(textFields(form));
    const found = { ...(parsed.success ? {} : messagesByField(parsed.error.issues)), ...fileProblems(form, Object.keys(FILE_KINDS)) };
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    fetcher.submit(form, { method: 'post', encType: 'multipart/form-data' });
  }

  const field = (name: string, label: string, input: React.ReactNode, required = false) => (
    <Field key={name} id={`enroll-${name}`} label={label} required={required} error={errors[name]}>
      {input}
    </Field>
  );
  const invalid = (name: string) => describedControl(`enroll-${name}`, { error: errors[name] });
  const fileInput = (name: string, kind: DocumentKind) => (
    <input
      {...invalid(name)}
      name={name}
      type="file"
      accept={documentAccept(kind)}
      className={`${inputClass} file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1`}
    />
  );

  return (
    <form ref={formRef} method="post" encType="multipart/form-data" onSubmit={submit} noValidate className="flex max-w-4xl flex-col gap-6" aria-busy={busy}>
      <section hidden={step !== 1} aria-labelledby="enroll-step-1-heading" className="flex flex-col gap-5">
        <h2 id="enroll-step-1-heading" tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          Step 1 of 2: Account
        </h2>
        {field('name', 'Full Name', <input {...invalid('name')} name="name" required autoComplete="off" className={inputClass} />, true)}
        {field('email', 'Email', <input {...invalid('email')} name="email" type="email" required autoComplete="off" className={inputClass} />, true)}
        {field('image', 'Profile Photo', fileInput('image', 'profilePhoto'))}
        {field('resume', 'Resume (PDF)', fileInput('resume', 'resume'))}
        <div>
          <Button onClick={next}>Next</Button>
        </div>
      </section>

      <section hidden={step !== 2} aria-labelledby="enroll-step-2-heading" className="flex flex-col gap-6">
        <h2 id="enroll-step-2-heading" tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
          Step 2 of 2: Profile details
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {STEP_TWO_FIELDS.flatMap((name) => {
            const spec = FIELD_SPECS[name];
            const required = ENROLL_REQUIRED.includes(name);
            const control = (
              <FieldControl
                spec={spec}
                id={`enroll-${name}`}
                required={required}
                error={errors[name]}
                onChange={name === 'reference' ? setReference : undefined}
                defaultValue=""
              />
            );
            const shown = [field(name, spec.label, control, required)];
            // The referrer's name belongs only to reference 'Other' (spec §2).
            if (name === 'reference' && reference === 'Other') {
              const other = FIELD_SPECS.otherReference;
              shown.push(
                field('otherReference', other.label, <FieldControl spec={other} id="enroll-otherReference" error={errors.otherReference} defaultValue="" />),
              );
            }
            return shown;
          })}
        </div>
        <fieldset>
          <legend className="text-base font-semibold text-slate-900">Documents</legend>
          <p className="mt-1 text-sm text-slate-600">PDF or JPEG, PNG or WebP image; all optional.</p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            {DOCUMENT_FIELDS.filter((kind) => kind !== 'profilePhoto').map((kind) => field(kind, DOCUMENT_LABELS[kind], fileInput(kind, kind)))}
          </div>
        </fieldset>
        <div className="flex gap-3">
          <button type="button" onClick={() => setStep(1)} className={buttonClass('secondary')} disabled={busy}>
            Back
          </button>
          <Button type="submit" busy={busy}>
            {busy ? 'Enrolling...' : 'Enroll Student'}
          </Button>
        </div>
      </section>
      {/* A refusal no field is blamed for (the form as a whole, a lost connection); the others are at their fields. */}
      <ResultStatus result={busy ? null : errors.form ? { ok: false, message: errors.form } : saidInline(fetcher.data)} />
    </form>
  );
}
