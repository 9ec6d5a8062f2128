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

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  readOnly?: boolean;
}

const FieldFrame = ({
  label,
  error,
  required,
  readOnly,
  children,
}: {
  label: string;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
  children: ReactNode;
}) => (
  <ChakraField.Root invalid={!!error} required={required} readOnly={readOnly}>
    <ChakraField.Label>
      {label}
      {required && <ChakraField.RequiredIndicator />}
    </ChakraField.Label>
    {children}
    {error && <ChakraField.ErrorText>{error}</ChakraField.ErrorText>}
  </ChakraField.Root>
);

export const TextInputField = ({
  name,
  label,
  required,
  readOnly,
  type = 'text',
  autoComplete,
}: BaseProps & { type?: 'text' | 'email' | 'password' | 'tel'; autoComplete?: string }) => (
  <Field<string> name={name}>
    {({ input, meta }) => (
      <FieldFrame label={label} error={shownError(meta)} required={required} readOnly={readOnly}>
        <Input {...input} type={type} autoComplete={autoComplete} size="sm" />
      </FieldFrame>
    )}
  </Field>
);

export const TextAreaField = ({ name, label }: BaseProps) => (
  <Field<string> name={name}>
    {({ input, meta }) => (
      <FieldFrame label={label} error={shownError(meta)}>
        <Textarea {...input} size="sm" rows={3} />
      </FieldFrame>
    )}
  </Field>
);

export const SelectField = ({
  name,
  label,
  required,
  options,
}: BaseProps & { options: { value: string; label: string }[] }) => (
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
