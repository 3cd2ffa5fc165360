import { useEffect, useEffectEvent, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { saidInline, useResultToast } from '~/components/ui/result-notice';
import { buttonClass } from '~/components/ui/button-classes';
import { Button } from '~/components/ui/button';
import { showToast } from '~/utils/toast';
import { LockedField } from './locked-field';
import { EDITABLE_FIELDS, type EditableField, FIELD_SPECS } from './student-fields';

export type EditableValues = Record<EditableField, string>;

/**
 * Edit user profile (spec §2). `initial` is the loaded profile, with aadharNumber '' (the stored
 * number is never sent to the browser; `maskedAadhaar` stands in for it). Only changed fields are
 * posted; Cancel returns to `initial`. After a save the loader's new profile becomes `initial`.
 */
export function ProfileEditor({ initial, maskedAadhaar }: { initial: EditableValues; maskedAadhaar: string }) {
  const fetcher = useFetcher<ActionResult>();
  const [values, setValues] = useState(initial);
  const [editing, setEditing] = useState<ReadonlySet<EditableField>>(new Set());
  const busy = fetcher.state !== 'idle';
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  // A success is its toast; a refusal is said at its fields, or beside Save when no field is to blame.
  useResultToast(fetcher.data, { refusals: 'inline' });

  // A saved profile comes back from the loader: lock every field and show what was stored.
  const loaded = JSON.stringify([initial, maskedAadhaar]);
  const showLoaded = useEffectEvent(() => {
    setValues(initial);
    setEditing(new Set());
  });
  // `loaded` stands for `initial`'s content: a revalidation with the same data changes nothing.
  useEffect(() => showLoaded(), [loaded]);

  const changed = EDITABLE_FIELDS.filter((name) => values[name].trim() !== initial[name].trim());
  const setEditingOf = (name: EditableField, on: boolean) =>
    setEditing((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });

  function save() {
    if (changed.length === 0) {
      showToast('info', 'Nothing to save: no field was changed.');
      return;
    }
    const form = new FormData();
    for (const name of changed) form.set(name, values[name]);
    // A referrer name belongs only to reference 'Other'; the server clears it otherwise.
    fetcher.submit(form, { method: 'post' });
  }

  return (
    <div className="flex flex-col gap-6" aria-busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {EDITABLE_FIELDS.filter((name) => name !== 'otherReference' || values.reference === 'Other').map((name) => (
          <LockedField
            key={name}
            spec={FIELD_SPECS[name]}
            value={values[name]}
            editing={editing.has(name)}
            onEdit={() => setEditingOf(name, true)}
            onDone={() => setEditingOf(name, false)}
            onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
            error={errors[name]}
            {...(name === 'aadharNumber' ? { lockedDisplay: maskedAadhaar || 'Not provided', placeholder: 'Type the new 12-digit number' } : {})}
          />
        ))}
      </div>
      <p role="status" className={`text-sm ${busy ? 'text-slate-700' : 'text-red-700'}`}>
        {busy ? 'Updating profile...' : (saidInline(fetcher.data)?.message ?? '')}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={busy}
          onClick={() => {
            setValues(initial);
            setEditing(new Set());
          }}
        >
          Cancel
        </button>
        <Button busy={busy} onClick={save}>
          {busy ? 'Updating profile...' : 'Save'}
        </Button>
      </div>
    </div>
  );
}
