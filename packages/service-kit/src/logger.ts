import pino from 'pino';
import { redactForLog, safeError } from './log-redaction';

export type Logger = pino.Logger;

/**
 * Structured JSON logs; each line names the service and, in handlers, the request id. Every line
 * goes through one redaction (log-redaction.ts): no password, hash, token, message body or query
 * parameter is ever written, whichever service, edge or handler logs it.
 */
export const createLogger = (
  service: string,
  level: string = process.env.LOG_LEVEL ?? 'info',
  destination?: pino.DestinationStream,
): Logger => {
  const options: pino.LoggerOptions = {
    name: service,
    level,
    base: { service },
    formatters: { log: (object) => redactForLog(object) as Record<string, unknown> },
    serializers: {
      err: (error: unknown) => (error instanceof Error ? safeError(error) : redactForLog(error)),
    },
    hooks: {
      // `log.error(error)` would take the error's own message (with a query's parameters) as the line's text.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        if (first instanceof Error) {
          const text = typeof rest[0] === 'string' ? rest.shift() : safeError(first).message;
          return method.apply(this, [{ err: first }, text, ...rest] as Parameters<typeof method>);
        }
        return method.apply(this, args);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
};
