import { SelectButton } from 'primereact/selectbutton';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path, type PathValue } from 'react-hook-form';

interface Props<T extends FieldValues, V extends string | boolean> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: { value: V; label: string }[];
  /** Called after the field took the chosen value. */
  onValueChange?: (value: V) => void;
  /** A line under the choice saying what it does. */
  hint?: string;
}

/** A choice between a few answers shown side by side (Monthly / Other, Yes / No); one is always chosen. */
export function ChoiceField<T extends FieldValues, V extends string | boolean>({
  control,
  name,
  label,
  options,
  onValueChange,
  hint,
}: Props<T, V>) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="field">
          <span id={labelId} className="field-label">
            {label}
          </span>
          <SelectButton
            value={field.value}
            options={options}
            onChange={(event) => {
              const value = event.value as V | null | undefined;
              if (value === null || value === undefined) return;
              field.onChange(value as PathValue<T, Path<T>>);
              onValueChange?.(value);
            }}
            allowEmpty={false}
            aria-labelledby={labelId}
            aria-describedby={hint ? hintId : undefined}
            className="contract-choice"
          />
          {hint && (
            <p id={hintId} className="hint">
              {hint}
            </p>
          )}
        </div>
      )}
    />
  );
}
