import { inputClasses } from '~/components/dashboard/courses/course-form';
import type { FieldSpec } from './student-fields';

type Props = {
  spec: FieldSpec;
  id: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  locked?: boolean;
  error?: string;
  placeholder?: string;
  describedBy?: string;
};

/**
 * One profile input: a select for an enumeration, a textarea for the address, otherwise an input
 * of the right type. `locked` makes it read-only (a select, which has no read-only state, is disabled).
 */
export function FieldControl({ spec, id, value, defaultValue, onChange, required, locked, error, placeholder, describedBy }: Props) {
  const described = [error ? `${id}-error` : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: spec.name,
    required,
    className: `${inputClasses} read-only:bg-slate-100 disabled:bg-slate-100 disabled:text-slate-800`,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': described,
    ...(value !== undefined
      ? { value, onChange: (event: { currentTarget: { value: string } }) => onChange?.(event.currentTarget.value) }
      : { defaultValue, onChange: onChange && ((event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value)) }),
  };
  if (spec.type === 'select') {
    return (
      <select {...common} disabled={locked}>
        <option value="">Select {spec.label.toLowerCase()}</option>
        {spec.options!.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  if (spec.type === 'textarea') return <textarea {...common} rows={2} readOnly={locked} placeholder={placeholder} />;
  return (
    <input
      {...common}
      type={spec.type}
      readOnly={locked}
      placeholder={placeholder}
      autoComplete={spec.autoComplete}
      {...(spec.type === 'number' ? { min: 0, max: 100, step: 0.01, inputMode: 'decimal' as const } : {})}
      {...(spec.type === 'tel' ? { inputMode: 'tel' as const } : {})}
    />
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
