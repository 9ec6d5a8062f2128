import { useId } from 'react';
import { Field } from 'react-final-form';
import type { Validator } from './validation';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  validate?: Validator;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  multiline?: boolean;
}

/**
 * A labelled input bound to react-final-form; its error shows once the field was visited. Its id is
 * unique in the page (two forms of one page may both have an `email`), so its label focuses it.
 */
export const TextField = ({ name, label, type = 'text', validate, multiline, ...rest }: TextFieldProps) => {
  const id = useId();
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const error = (meta.touched || meta.submitFailed) && meta.error ? (meta.error as string) : undefined;
        return (
          <div className="ls-field">
            <label htmlFor={id}>{label}</label>
            {multiline ? (
              <textarea id={id} {...input} rows={3} aria-invalid={!!error} />
            ) : (
              <input id={id} {...input} type={type} aria-invalid={!!error} {...rest} />
            )}
            {error && (
              <span className="ls-error" role="alert">
                {error}
              </span>
            )}
          </div>
        );
      }}
    </Field>
  );
};
