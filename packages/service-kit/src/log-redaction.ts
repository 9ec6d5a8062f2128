/**
 * What a log line may hold. Secrets (passwords, hashes, tokens, PINs, keys), message bodies and
 * database parameters are replaced by `[Redacted]` wherever they sit in a logged object, and an
 * error keeps only what explains it: its type, its message without parameters, its stack, and the
 * database's codes and names — never the values of a failed query.
 */
export const REDACTED = '[Redacted]';

/** Field names whose value never goes into a log line, compared lower-case without `_` and `-`. */
const secretNames = new Set([
  'authorization',
  'cookie',
  'setcookie',
  'pin',
  'verifyotp',
  'otp',
  'encdata',
  'params',
  'parameters',
  'values',
  'text',
  'body',
  'detail',
  'credentials',
  'creds',
  'nkey',
  'seed',
  'signature',
]);
/** Any field name holding one of these words is a secret too (password, passwordHash, pinToken, jwtSecret…). */
const secretWords = ['password', 'passwd', 'token', 'secret', 'passphrase', 'hash', 'apikey', 'privatekey'];

const normalised = (name: string) => name.toLowerCase().replace(/[_-]/g, '');

export const isSecretField = (name: string): boolean => {
  const key = normalised(name);
  return secretNames.has(key) || secretWords.some((word) => key.includes(word));
};

/** Fields of a database or system error that explain it without carrying any value. */
const errorFields = [
  'code',
  'severity',
  'constraint',
  'table',
  'column',
  'schema',
  'dataType',
  'routine',
  'query',
];

/**
 * An error's message without values: drizzle's "Failed query: … params: …" loses its parameters,
 * and a database message ending in a quoted value (`invalid input syntax for type integer: "…"`)
 * loses the value.
 */
export const safeErrorMessage = (message: string): string =>
  message.replace(/\nparams:[\s\S]*$/, '').replace(/: "[\s\S]*"$/, `: "${REDACTED}"`);

const MAX_DEPTH = 8;

/** A plain, log-safe description of an error and of its causes. */
export const safeError = (error: Error, depth = 0): Record<string, unknown> => {
  const fields = error as unknown as Record<string, unknown>;
  const message = safeErrorMessage(String(error.message ?? ''));
  const type = error.constructor?.name ?? error.name ?? 'Error';
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const safe: Record<string, unknown> = {
    type,
    message,
    stack: [`${error.name ?? type}: ${message}`, ...frames].join('\n'),
  };
  for (const field of errorFields) {
    const value = fields[field];
    if (typeof value === 'string' || typeof value === 'number') safe[field] = value;
  }
  if (depth < MAX_DEPTH) {
    if (error.cause !== undefined) safe.cause = redactForLog(error.cause, depth + 1);
    if (error instanceof AggregateError)
      safe.errors = error.errors.map((inner: unknown) => redactForLog(inner, depth + 1));
  }
  return safe;
};

/** A copy of a value to log with every secret field redacted and every error made safe. */
export const redactForLog = (value: unknown, depth = 0): unknown => {
  if (value instanceof Error) return safeError(value, depth);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[Object]';
  if (Array.isArray(value)) return value.map((item) => redactForLog(item, depth + 1));
  if (value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSecretField(key) ? REDACTED : redactForLog(item, depth + 1);
  }
  return copy;
};
