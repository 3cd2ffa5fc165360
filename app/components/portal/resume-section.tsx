import { useEffect, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { showToast } from '~/utils/toast';
import { Button } from '~/components/ui/button';
import { buttonClass } from '~/components/ui/button-classes';
import { labelClass } from '~/components/ui/field-classes';

export const SELECT_RESUME = 'Please select a resume file before saving.';
type ResumeAnswer = { ok: boolean; message: string };

// 'Your Resume' of spec §2/§4: view mode (Resume link + Edit), or a PDF-only picker and Save when
// there is none yet or while editing. Saving returns to view mode and clears the chosen file.
export function ResumeSection({ resume }: { resume: string }) {
  const fetcher = useFetcher<ResumeAnswer>();
  const [editing, setEditing] = useState(!resume);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    showToast(fetcher.data.ok ? 'success' : 'error', fetcher.data.message);
    if (fetcher.data.ok) {
      setEditing(false);
      if (input.current) input.current.value = '';
    }
  }, [fetcher.state, fetcher.data]);

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-slate-200 p-5">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        Your Resume
      </h2>
      {resume && !editing ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <a href={resume} className="font-semibold text-brand-700 underline">
            Resume
          </a>
          <button type="button" onClick={() => setEditing(true)} className={buttonClass('outline')}>
            Edit
          </button>
        </div>
      ) : (
        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            if (input.current?.files?.length) return;
            event.preventDefault();
            showToast('error', SELECT_RESUME);
          }}
        >
          <input type="hidden" name="intent" value="resume" />
          <div>
            <label htmlFor={`${id}-file`} className={`block ${labelClass}`}>
              Resume (PDF, up to 10 MB)
            </label>
            <input ref={input} id={`${id}-file`} name="resume" type="file" accept="application/pdf,.pdf" className="mt-1 block text-sm" />
          </div>
          <Button type="submit" busy={busy} spinner={false}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
          {resume ? (
            <button type="button" onClick={() => setEditing(false)} className={buttonClass('secondary')}>
              Cancel
            </button>
          ) : null}
        </fetcher.Form>
      )}
    </section>
  );
}
