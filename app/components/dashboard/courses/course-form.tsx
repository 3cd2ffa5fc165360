import { useState } from 'react';
import { useFetcher } from 'react-router';
import { RichTextEditor } from '~/components/dashboard/editor/rich-text-editor';
import { COURSE_TITLE_MAX, DEFAULT_ELIGIBILITY, ELIGIBILITY_LABELS } from '~/modules/courses/courses.schemas';
import type { StoredImage } from '~/modules/images/images';
import { type ActionResult, useResultToast } from './action-result';
import { ImagePicker } from './image-picker';

export const inputClasses =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-red-600';
export const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60';

export function Spinner() {
  return <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />;
}

type Existing = { title: string; description: string; eligibility: string | null; images: StoredImage[] };

/**
 * Add Course and Edit Course (spec §2). Add: after success the form resets as spec §4 says —
 * title, description, eligibility (back to HSC) and both images cleared, the fee kept. A refused
 * post keeps everything typed. Edit: images are optional replacements, slot by slot.
 */
export function CourseForm({ mode, course }: { mode: 'add' | 'edit'; course?: Existing }) {
  const fetcher = useFetcher<ActionResult>();
  const [generation, setGeneration] = useState(0);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const errors = result && !result.ok ? result.fieldErrors : {};
  useResultToast(result, {
    onSuccess: () => {
      if (mode === 'add') setGeneration((n) => n + 1);
    },
  });
  const field = (name: string) => (errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `course-${name}-error` } : {});
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`course-${name}-error`} className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="flex max-w-3xl flex-col gap-5" aria-busy={busy}>
      {/* Keyed: a new generation clears these fields (and only these) after a successful add. */}
      <div key={generation} className="flex flex-col gap-5">
        <div>
          <label htmlFor="course-title" className="text-sm font-medium text-slate-800">
            Course Title <span aria-hidden="true">*</span>
          </label>
          <input
            id="course-title"
            name="title"
            required
            maxLength={COURSE_TITLE_MAX}
            defaultValue={course?.title}
            className={inputClasses}
            {...field('title')}
          />
          {fieldError('title')}
        </div>
        <RichTextEditor name="description" label="Course Description" defaultValue={course?.description} error={errors.description} />
        <div>
          <label htmlFor="course-eligibility" className="text-sm font-medium text-slate-800">
            Eligibility
          </label>
          <select
            id="course-eligibility"
            name="eligibility"
            defaultValue={course?.eligibility ?? DEFAULT_ELIGIBILITY}
            className={inputClasses}
            {...field('eligibility')}
          >
            {ELIGIBILITY_LABELS.map((label) => (
              <option key={label} value={label}>
                {label}
              </option>
            ))}
          </select>
          {fieldError('eligibility')}
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Course Images</legend>
          <div className="mt-1 grid gap-4 sm:grid-cols-2">
            {mode === 'add' ? (
              <>
                <ImagePicker name="images" label="Image 1" hint="Shown on the course card." />
                <ImagePicker name="images" label="Image 2" hint="Shown beside the course details." />
              </>
            ) : (
              <>
                <ImagePicker name="image1" label="Image 1" current={course?.images[0]} hint="Choose a picture to replace it." />
                <ImagePicker name="image2" label="Image 2" current={course?.images[1]} hint="Choose a picture to replace it." />
              </>
            )}
          </div>
          {fieldError('images')}
          {fieldError('image1')}
          {fieldError('image2')}
        </fieldset>
      </div>
      {mode === 'add' ? (
        <div>
          <label htmlFor="course-fees" className="text-sm font-medium text-slate-800">
            Course Fees (₹)
          </label>
          <input
            id="course-fees"
            name="fees"
            type="number"
            min={0}
            step={100}
            inputMode="decimal"
            className={inputClasses}
            aria-describedby="course-fees-hint"
            {...field('fees')}
          />
          <p id="course-fees-hint" className="mt-1 text-xs text-slate-600">
            Optional: fees can be added later from Manage Courses.
          </p>
          {fieldError('fees')}
        </div>
      ) : null}
      <p role="status" className={`text-sm ${result?.ok ? 'text-green-800' : 'text-red-700'}`}>
        {result && !busy ? result.message : ''}
      </p>
      <div>
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? <Spinner /> : null}
          {mode === 'add' ? 'Add Course' : 'Save Changes'}
        </button>
      </div>
    </fetcher.Form>
  );
}
