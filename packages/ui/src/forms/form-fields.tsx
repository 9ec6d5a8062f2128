import { Field as ChakraField, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';

/** A field's error once it was visited or a submit failed; a server's error until the field changes. */
export const shownError = (meta: FieldMetaState<unknown>): string | undefined => {
  if (!(meta.touched || meta.submitFailed)) return undefined;
  if (meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
};

export interface FieldFrameProps {
  label: string;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}

/** A field's label (with the required mark), its control and its error. */
export const FieldFrame = ({ label, error, required, readOnly, children }: FieldFrameProps) => (
  <ChakraField.Root invalid={!!error} required={required} readOnly={readOnly}>
    <ChakraField.Label>
      {label}
      {required && <ChakraField.RequiredIndicator />}
    </ChakraField.Label>
    {children}
    {error && <ChakraField.ErrorText>{error}</ChakraField.ErrorText>}
  </ChakraField.Root>
);

export interface InputFieldProps {
  name: string;
  label: string;
  required?: boolean;
  readOnly?: boolean;
  type?: 'text' | 'email' | 'password' | 'tel' | 'datetime-local';
  min?: string;
  max?: string;
  autoComplete?: string;
  /** Called with the new value after the field took it (e.g. to move a dependent field). */
  onChanged?: (value: string) => void;
}

/** A one-line input bound to react-final-form. */
export const InputField = ({
  name,
  label,
  required,
  readOnly,
  type = 'text',
  min,
  max,
  autoComplete,
  onChanged,
}: InputFieldProps) => (
  <Field<string> name={name}>
    {({ input, meta }) => (
      <FieldFrame label={label} error={shownError(meta)} required={required} readOnly={readOnly}>
        <Input
          {...input}
          type={type}
          min={min}
          max={max}
          autoComplete={autoComplete}
          size="sm"
          onChange={(event) => {
            input.onChange(event);
            onChanged?.(event.target.value);
          }}
        />
      </FieldFrame>
    )}
  </Field>
);

export interface TextAreaFieldProps {
  name: string;
  label: string;
}

/** A few lines of text bound to react-final-form. */
export const TextAreaField = ({ name, label }: TextAreaFieldProps) => (
  <Field<string> name={name}>
    {({ input, meta }) => (
      <FieldFrame label={label} error={shownError(meta)}>
        <Textarea {...input} size="sm" rows={3} />
      </FieldFrame>
    )}
  </Field>
);

export interface SelectFieldProps {
  name: string;
  label: string;
  required?: boolean;
  options: readonly { value: string; label: string }[];
}

/** A choice among options, bound to react-final-form. */
export const SelectField = ({ name, label, required, options }: SelectFieldProps) => (
  <Field<string> name={name}>
    {({ input, meta }) => (
      <FieldFrame label={label} error={shownError(meta)} required={required}>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field {...input}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FieldFrame>
    )}
  </Field>
);
