import { messages, VERIFICATION_PIN_LENGTH } from '@canstring/contracts';

export type Validator = (value: string | undefined) => string | undefined;

export const required: Validator = (value) => (value?.trim() ? undefined : messages.fieldRequired);

const signInEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The demo form wants a work address whose domain ends in 2 or 3 letters (spec 1 §5). */
const workEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,3}$/;
const digitsAndDots = /^[0-9.]+$/;
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

const matching =
  (pattern: RegExp, message: string): Validator =>
  (value) =>
    value && !pattern.test(value.trim()) ? message : undefined;

export const signInEmail = all(required, matching(signInEmailPattern, messages.invalidEmail));
export const workEmail = all(required, matching(workEmailPattern, messages.invalidEmail));
export const workPhone = all(required, matching(digitsAndDots, messages.numbersOnly));
export const verificationPin = all(required, matching(pinPattern, messages.invalidPin));
