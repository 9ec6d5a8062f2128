import { messages, VERIFICATION_PIN_LENGTH } from '@canstring/contracts';
import { Form } from 'react-final-form';
import { TextField } from './text-field';
import { verificationPin } from './validation';

/** The six-digit PIN step after a sign-in that asks for it (spec 3 §5). */
export const PinForm = ({
  onSubmit,
  onBack,
}: {
  onSubmit: (pin: string) => Promise<void>;
  onBack: () => void;
}) => (
  <Form<{ pin: string }> onSubmit={({ pin }) => onSubmit(pin.trim())}>
    {({ handleSubmit, invalid, submitting }) => (
      <form className="ls-form" onSubmit={handleSubmit} aria-label="Verify PIN" noValidate>
        <p className="ls-note">{messages.pinSent}</p>
        <TextField
          name="pin"
          label={messages.verificationPinLabel}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_PIN_LENGTH}
          validate={verificationPin}
        />
        <button className="ls-button" type="submit" disabled={invalid || submitting}>
          Verify
        </button>
        <button className="ls-link" type="button" onClick={onBack}>
          Back to sign in
        </button>
      </form>
    )}
  </Form>
);
