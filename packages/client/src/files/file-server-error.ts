/** A refusal or failure of the file server, with its own message when it gave one (safe to show). */
export class FileServerError extends Error {
  override name = 'FileServerError';
  constructor(
    message: string,
    readonly status: number,
    /** The server's own message, safe to show. */
    readonly shown: string | undefined,
  ) {
    super(message);
  }
}

/** The message of the file server's JSON error body, when it has one. */
export const fileServerMessageOf = (text: string): string | undefined => {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: { message?: unknown } };
    const message = body.message ?? body.error?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
};
