import { randomBytes, randomInt } from 'node:crypto';
import { MEETING_NUMBER_LENGTH } from '@canstring/contracts';

/** Lower-case letters and digits only, so an alias sits in a URL path as it is. */
const ALIAS_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const ALIAS_LENGTH = 12;

/** A new meeting alias: 12 characters from a 32-letter alphabet (60 bits), unguessable. */
export const newMeetingAlias = (): string =>
  Array.from(randomBytes(ALIAS_LENGTH), (b) => ALIAS_ALPHABET[b % ALIAS_ALPHABET.length]).join('');

/** A new room id: MEETING_NUMBER_LENGTH digits, the first not zero. */
export const newMeetingNumber = (): string => {
  let digits = String(randomInt(1, 10));
  while (digits.length < MEETING_NUMBER_LENGTH) digits += String(randomInt(0, 10));
  return digits;
};
