import { InputSwitch } from 'primereact/inputswitch';
import type { FieldValues } from 'react-hook-form';
import { FormField, type FormFieldProps } from './form-field';

/** A yes/no answer bound to a boolean field. */
export function SwitchField<T extends FieldValues>(frame: FormFieldProps<T>) {
  return (
    <FormField
      {...frame}
      render={(field, { id, ...state }) => (
        <InputSwitch
          {...state}
          inputId={id}
          inputRef={field.ref}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.value === true)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
