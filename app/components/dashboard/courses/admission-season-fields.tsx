import { labelClass } from '~/components/ui/field-classes';
import { Field } from '~/components/ui/field';
import { SEATS_MAX } from '~/modules/admissions/admission-season';

type Season = {
  admissionOpensOn: string | null;
  admissionClosesOn: string | null;
  seats: number | null;
  requiresVerifiedDocuments: boolean;
  offerNeedsFirstInstalment: boolean;
};

/**
 * Add Course and Edit Course: when applications are taken (India's days, both included) and how
 * many may be Accepted (decision 045). Each is optional; an empty one is no limit.
 */
export function AdmissionSeasonFields({ season, errors }: { season?: Season; errors: Partial<Record<string, string>> }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className={labelClass}>Admissions</legend>
      <p className="text-sm text-slate-700">
        Optional. Students apply from the first day to the last, both included; leave a date empty for no limit on that side. Seats cap the applications you can
        accept.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="course-admission-opens" label="Admissions open on" error={errors.admissionOpensOn}>
          {(control) => <input {...control} name="admissionOpensOn" type="date" defaultValue={season?.admissionOpensOn ?? ''} />}
        </Field>
        <Field id="course-admission-closes" label="Admissions close on" error={errors.admissionClosesOn}>
          {(control) => <input {...control} name="admissionClosesOn" type="date" defaultValue={season?.admissionClosesOn ?? ''} />}
        </Field>
        <Field id="course-seats" label="Seats" hint="Empty: no limit." error={errors.seats}>
          {(control) => (
            <input {...control} name="seats" type="number" min={1} max={SEATS_MAX} step={1} inputMode="numeric" defaultValue={season?.seats ?? ''} />
          )}
        </Field>
      </div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" name="requiresVerifiedDocuments" defaultChecked={season?.requiresVerifiedDocuments ?? false} className="mt-1" />
        <span>
          Accept a student only once their documents are verified (the photo and both sides of the Aadhaar card uploaded, and every document they uploaded
          verified in Verify Documents).
        </span>
      </label>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" name="offerNeedsFirstInstalment" defaultChecked={season?.offerNeedsFirstInstalment ?? false} className="mt-1" />
        <span>
          A student accepts a seat offered in a merit round only once the first instalment is paid (the whole fee when the course has no instalment plan).
        </span>
      </label>
    </fieldset>
  );
}
