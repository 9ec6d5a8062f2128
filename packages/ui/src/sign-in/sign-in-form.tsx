import { messages } from '@canstring/contracts';
import { Form } from 'react-final-form';
import { TextField } from './text-field';
import { required, signInEmail } from './validation';

export interface SignInValues {
  email: string;
  password: string;
}

/** Email and password; 'Sign In' stays disabled until both are filled and valid (spec 1 §2, §5). */
export const SignInForm = ({ onSubmit }: { onSubmit: (values: SignInValues) => Promise<void> }) => (
  <Form<SignInValues> onSubmit={onSubmit}>
    {({ handleSubmit, invalid, submitting }) => (
      <form className="ls-form" onSubmit={handleSubmit} aria-label="Sign in" noValidate>
        <TextField name="email" label="Email" type="email" autoComplete="username" validate={signInEmail} />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          validate={required}
        />
        <button className="ls-button" type="submit" disabled={invalid || submitting}>
          {messages.signIn}
        </button>
      </form>
    )}
  </Form>
);
