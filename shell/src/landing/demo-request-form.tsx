import type { DemoRequestInput } from '@canstring/client';
import { required, TextField } from '@canstring/ui/sign-in';
import type { FormApi } from 'final-form';
import { Form } from 'react-final-form';
import { workEmail, workPhone } from './validation';

export type DemoRequestValues = DemoRequestInput;

/** The landing page's demo request (spec 1 §1, §5): cleared after it was sent. */
export const DemoRequestForm = ({
  onSubmit,
}: {
  onSubmit: (values: DemoRequestValues) => Promise<boolean>;
}) => {
  const submit = async (values: DemoRequestValues, form: FormApi<DemoRequestValues>) => {
    if (await onSubmit(values)) setTimeout(() => form.restart());
  };
  return (
    <Form<DemoRequestValues> onSubmit={submit}>
      {({ handleSubmit, submitting }) => (
        <form className="ls-form" onSubmit={handleSubmit} aria-label="Request a demo" noValidate>
          <div className="ls-row">
            <TextField name="name" label="Name" autoComplete="name" validate={required} />
            <TextField
              name="jobTitle"
              label="Job title"
              autoComplete="organization-title"
              validate={required}
            />
          </div>
          <div className="ls-row">
            <TextField
              name="email"
              label="Work email"
              type="email"
              autoComplete="email"
              validate={workEmail}
            />
            <TextField name="company" label="Company" autoComplete="organization" validate={required} />
          </div>
          <TextField name="phone" label="Work phone" type="tel" inputMode="tel" validate={workPhone} />
          <TextField name="message" label="Message" multiline />
          <button className="ls-button" type="submit" disabled={submitting}>
            Request a demo
          </button>
        </form>
      )}
    </Form>
  );
};
