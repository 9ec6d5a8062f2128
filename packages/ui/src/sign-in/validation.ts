import { messages, VERIFICATION_PIN_LENGTH } from '@canstring/contracts';

export type Validator = (value: string | undefined) => string | undefined;

export const required: Validator = (value) => (value?.trim() ? undefined : messages.fieldRequired);

const signInEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const pinPattern = new RegExp(`^\\d{${VERIFICATION_PIN_LENGTH}}$`);

/** Runs the validators in order and answers the first message. */
export const all =
  (...validators: Validator[]): Validator =>
  (value) => {
    for (const validate of validators) {
      const message = validate(value);
      if (message) return message;
    }
    return undefined;
  };

/** A filled value must match the pattern (an empty one is left to `required`). */
export const matching =
  (pattern: RegExp, message: string): Validator =>
  (value) =>
    value && !pattern.test(value.trim()) ? message : undefined;

export const signInEmail = all(required, matching(signInEmailPattern, messages.invalidEmail));
export const verificationPin = all(required, matching(pinPattern, messages.invalidPin));
