import { useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { showToast } from '~/utils/toast';
import { Button } from '~/components/ui/button';
import { buttonClass } from '~/components/ui/button-classes';
import { Field } from '~/components/ui/field';
import { useEachNew } from '~/components/ui/use-each-new';
import { fileInputClass } from '~/components/ui/field-classes';
import type { ApplicationsTexts } from '~/modules/i18n/portal/applications-texts.server';

type ResumeAnswer = { ok: boolean; message: string };

// 'Your Resume' of spec §2/§4: view mode (Resume link + Edit), or a PDF-only picker and Save when
// there is none yet or while editing. Saving returns to view mode and clears the chosen file.
// A refusal (no file; from the server: not a PDF, too large) is said once, at the picker; a success
// is a toast and clears it. The type and size are left to the server: checking them here would
// bring the documents' zod schemas (~26 KB) to this page.
export function ResumeSection({ resume, texts }: { resume: string; texts: ApplicationsTexts['resume'] }) {
  const fetcher = useFetcher<ResumeAnswer>();
  const [editing, setEditing] = useState(!resume);
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = fetcher.state !== 'idle';
  // Said at the picker, which takes the focus (in view, its message under it).
  const refuse = (message: string) => {
    setError(message);
    input.current?.focus({ preventScroll: true });
    input.current?.scrollIntoView({ block: 'center' });
  };

  useEachNew(fetcher.state === 'idle' ? fetcher.data : undefined, (answer) => {
    if (!answer.ok) return refuse(answer.message);
    setError(undefined);
    showToast('success', answer.message);
    setEditing(false);
    if (input.current) input.current.value = '';
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 p-5">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        {texts.heading}
      </h2>
      {resume && !editing ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <a href={resume} className="font-semibold text-brand-700 underline">
            {texts.link}
          </a>
          <button type="button" onClick={() => setEditing(true)} className={buttonClass('outline')}>
            {texts.edit}
          </button>
        </div>
      ) : (
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          noValidate
          className="mt-3 flex flex-col gap-3 tab:flex-row tab:items-start"
          onSubmit={(event) => {
            if (input.current?.files?.length) return setError(undefined);
            event.preventDefault();
            refuse(texts.select);
          }}
        >
          <input type="hidden" name="intent" value="resume" />
          <Field id={`${id}-file`} label={texts.label} error={error} className="min-w-0 tab:max-w-md tab:flex-1">
            {(control) => (
              <input
                {...control}
                ref={input}
                name="resume"
                type="file"
                accept="application/pdf,.pdf"
                onChange={() => setError(undefined)}
                className={fileInputClass}
              />
            )}
          </Field>
          <div className="flex gap-3 tab:mt-6">
            <Button type="submit" busy={busy} spinner={false}>
              {busy ? texts.saving : texts.save}
            </Button>
            {resume ? (
              <button type="button" onClick={() => (setEditing(false), setError(undefined))} className={buttonClass('secondary')}>
                {texts.cancel}
              </button>
            ) : null}
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}
