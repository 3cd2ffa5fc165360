import { inputClass } from '~/components/ui/field-classes';
import { describedControl } from '~/components/ui/field';
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
  const common = {
    ...describedControl(id, { error, describedBy }),
    name: spec.name,
    required,
    className: inputClass,
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
