import { messages } from '@canstring/contracts';
import { all, matching, required } from '@canstring/ui/sign-in';

/** The demo form wants a work address whose domain ends in 2 or 3 letters (spec 1 §5). */
const workEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,3}$/;
const digitsAndDots = /^[0-9.]+$/;

export const workEmail = all(required, matching(workEmailPattern, messages.invalidEmail));
export const workPhone = all(required, matching(digitsAndDots, messages.numbersOnly));
