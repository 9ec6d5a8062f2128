/**
 * The old encrypted REST contract (spec 1 §7): its fixed prefix, limits, and the texts its adapter answers
 * where the specification is silent.
 */
export const LEGACY_DEFAULT_PREFIX = '/canstring/v1';
/** Host names on which the old web client sends and expects plaintext JSON (local development). */
export const LEGACY_DEFAULT_PLAINTEXT_HOSTS = ['localhost', '127.0.0.1'] as const;
export const LEGACY_BODY_LIMIT_BYTES = 1024 * 1024;
/** The shared passphrase of the old client's body encryption must be at least this long. */
export const LEGACY_PASSPHRASE_MIN_LENGTH = 16;

export const legacyMessages = {
  signedIn: 'Signed in successfully.',
  statusUpdated: 'Status updated successfully.',
  signedOut: 'Signed out successfully.',
  encryptionRequired: 'invalid request: the body must be encrypted (encData).',
  undecryptable: 'invalid request: encData could not be decrypted.',
  malformedJson: 'invalid request: the body is not valid JSON.',
  bodyTooLarge: 'invalid request: the body is larger than 1 MB.',
  unknownRoute: 'invalid request: no such endpoint.',
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;
