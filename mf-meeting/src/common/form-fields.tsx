import { Field as ChakraField, Input, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';

/** A field's error once it was visited or a submit failed; a server's error until the field changes. */
export const shownError = (meta: FieldMetaState<unknown>): string | undefined => {
  if (!(meta.touched || meta.submitFailed)) return undefined;
  if (meta.error) return String(meta.error);
  if (meta.submitError && !meta.dirtySinceLastSubmit) return String(meta.submitError);
  return undefined;
};

interface FrameProps {
  label: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}

export const FieldFrame = ({ label, error, required, children }: FrameProps) => (
  <ChakraField.Root invalid={!!error} required={required}>
    <ChakraField.Label>
      {label}
      {required && <ChakraField.RequiredIndicator />}
    </ChakraField.Label>
    {children}
    {error && <ChakraField.ErrorText>{error}</ChakraField.ErrorText>}
  </ChakraField.Root>
);

interface InputFieldProps {
  name: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'tel' | 'datetime-local';
  min?: string;
  max?: string;
  autoComplete?: string;
  /** Called with the new value after the field took it (e.g. to move a dependent field). */
  onChanged?: (value: string) => void;
}

export const InputField = ({
  name,
  label,
  required,
  type = 'text',
  min,
  max,
  autoComplete,
  onChanged,
}: InputFieldProps) => (
  <Field<string> name={name}>
    {({ input, meta }) => (
      <FieldFrame label={label} error={shownError(meta)} required={required}>
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

export const SelectField = ({
  name,
  label,
  required,
  options,
}: {
  name: string;
  label: string;
  required?: boolean;
  options: readonly { value: string; label: string }[];
}) => (
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
