import { useState } from 'react';
import { useFetcher } from 'react-router';
import { RichTextEditor } from '~/components/dashboard/editor/rich-text-editor';
import { labelClass } from '~/components/ui/field-classes';
import { Button } from '~/components/ui/button';
import { Field, FieldError } from '~/components/ui/field';
import { formatPaiseCompact } from '~/modules/courses/course-format';
import { parseRupees } from '~/utils/rupees';
import type { Instalment } from '~/modules/courses/instalment-plan';
import {
  COURSE_DURATION_MAX,
  COURSE_TITLE_MAX,
  DEFAULT_ELIGIBILITY,
  ELIGIBILITY_LABELS,
  RICH_TEXT_MAX,
  TRANSLATED_ELIGIBILITY_MAX,
} from '~/modules/courses/courses.schemas';
import type { StoredImage } from '~/modules/images/images';
import type { ActionResult } from '~/utils/action-result';
import { ResultStatus, saidInline, useResultToast } from '~/components/ui/result-notice';
import { TranslationsSection, type TranslatedFieldSpec } from '~/components/dashboard/content/translations-section';
import { AdmissionSeasonFields } from './admission-season-fields';
import { ImagePicker } from './image-picker';
import { InstalmentPlanEditor } from './instalment-plan-editor';

type Existing = {
  title: string;
  description: string;
  eligibility: string | null;
  duration: string | null;
  /** The day admitted students report, YYYY-MM-DD; null when not decided. */
  reportingOn: string | null;
  images: StoredImage[];
  /** Total fee in rupees, null when not set. */
  fees: number | null;
  instalments: Instalment[];
  /** The Hindi and Marathi versions (title_hi, description_mr …), null where none. */
  translations: Partial<Record<string, string | null>>;
  admissionOpensOn: string | null;
  admissionClosesOn: string | null;
  seats: number | null;
  requiresVerifiedDocuments: boolean;
  offerNeedsFirstInstalment: boolean;
};

const TRANSLATED_FIELDS: TranslatedFieldSpec[] = [
  { field: 'title', label: 'Course Title', max: COURSE_TITLE_MAX },
  { field: 'description', label: 'Course Description', max: RICH_TEXT_MAX, kind: 'rich' },
  { field: 'eligibility', label: 'Eligibility', max: TRANSLATED_ELIGIBILITY_MAX },
];

/**
 * Add Course and Edit Course (spec §2). Add: after success the form resets as spec §4 says —
 * title, description, eligibility (back to HSC) and both images cleared, the fee kept (the
 * duration, which the spec's form does not have, is cleared with the course's own fields). A refused
 * post keeps everything typed. A success is its toast; a refusal is said at its fields, or beside
 * the button when no field is to blame. Edit: images are optional replacements, slot by slot. The
 * instalment plan (spec §9) is checked against the fee typed here (Add) or the course's fee (Edit;
 * the fee itself changes in Manage Courses).
 */
export function CourseForm({ mode, course }: { mode: 'add' | 'edit'; course?: Existing }) {
  const fetcher = useFetcher<ActionResult>();
  const [generation, setGeneration] = useState(0);
  const [feesTyped, setFeesTyped] = useState('');
  const feePaise = mode === 'add' ? (feesTyped.trim() === '' ? null : parseRupees(feesTyped)) : course?.fees == null ? null : Math.round(course.fees * 100);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const errors = result && !result.ok ? result.fieldErrors : {};
  useResultToast(result, {
    onSuccess: () => {
      if (mode === 'add') setGeneration((n) => n + 1);
    },
    // A refusal is said at its fields, or beside the button when no field is to blame.
    refusals: 'inline',
  });

  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="flex max-w-3xl flex-col gap-5" aria-busy={busy}>
      {/* Keyed: a new generation clears these fields (and only these) after a successful add. */}
      <div key={generation} className="flex flex-col gap-5">
        <Field id="course-title" label="Course Title" required error={errors.title}>
          {(control) => <input {...control} name="title" required maxLength={COURSE_TITLE_MAX} defaultValue={course?.title} />}
        </Field>
        <RichTextEditor name="description" label="Course Description" defaultValue={course?.description} error={errors.description} />
        <Field id="course-eligibility" label="Eligibility" error={errors.eligibility}>
          {(control) => (
            <select {...control} name="eligibility" defaultValue={course?.eligibility ?? DEFAULT_ELIGIBILITY}>
              {ELIGIBILITY_LABELS.map((label) => (
                <option key={label} value={label}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="course-duration"
          label="Duration"
          hint="Optional, as students say it: 1 year, 2 years, 6 months. Shown on the course card and page."
          error={errors.duration}
        >
          {(control) => <input {...control} name="duration" maxLength={COURSE_DURATION_MAX} defaultValue={course?.duration ?? ''} autoComplete="off" />}
        </Field>
        <AdmissionSeasonFields season={course} errors={errors} />
        <Field
          id="course-reporting-on"
          label="Reporting Date"
          hint="Optional: the day admitted students report. Printed on their admission letters; blank: the letter says the institute will tell them."
          error={errors.reportingOn}
        >
          {(control) => <input {...control} name="reportingOn" type="date" defaultValue={course?.reportingOn ?? ''} />}
        </Field>
        <fieldset>
          <legend className={labelClass}>Course Images</legend>
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
          <FieldError id="course-images" message={errors.images} />
          <FieldError id="course-image1" message={errors.image1} />
          <FieldError id="course-image2" message={errors.image2} />
        </fieldset>
        <TranslationsSection idPrefix="course" fields={TRANSLATED_FIELDS} values={course?.translations} errors={errors} />
      </div>
      {mode === 'add' ? (
        <Field id="course-fees" label="Course Fees (₹)" hint="Optional: fees can be added later from Manage Courses." error={errors.fees}>
          {(control) => (
            <input
              {...control}
              name="fees"
              type="number"
              min={0}
              step={100}
              inputMode="decimal"
              value={feesTyped}
              onChange={(event) => setFeesTyped(event.target.value)}
            />
          )}
        </Field>
      ) : (
        <p className="text-sm text-slate-800">
          Course fee: {feePaise === null ? 'not set yet' : formatPaiseCompact(feePaise)}. The fee itself is changed in Manage Courses.
        </p>
      )}
      <InstalmentPlanEditor key={`plan-${generation}`} initial={course?.instalments ?? []} feePaise={feePaise} error={errors.instalments} />
      <ResultStatus result={busy ? null : saidInline(result)} />
      <div>
        <Button type="submit" busy={busy}>
          {mode === 'add' ? 'Add Course' : 'Save Changes'}
        </Button>
      </div>
    </fetcher.Form>
  );
}
