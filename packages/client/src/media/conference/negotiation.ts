// How long the conference waits for Janus in a negotiation, and the text of a failure Janus gave.

/** How long Janus may take to answer a publish or an unpublish before it counts as failed. */
const NEGOTIATION_TIMEOUT_MS = 15_000;

/** The message of a failure, whatever janus.js gave: an Error, a string or an object with a message. */
export const textOf = (error: unknown): string =>
  error instanceof Error
    ? error.message
    : typeof error === 'string'
      ? error
      : error && typeof error === 'object' && 'message' in error
        ? String((error as { message: unknown }).message)
        : JSON.stringify(error);

/** A failure janus.js gave, as an Error. */
export const errorOf = (error: unknown): Error => (error instanceof Error ? error : new Error(textOf(error)));

/** The promise, failed with "<what> timed out" when Janus has not settled it in NEGOTIATION_TIMEOUT_MS. */
export const withTimeout = <T>(promise: Promise<T>, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out`)), NEGOTIATION_TIMEOUT_MS);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
