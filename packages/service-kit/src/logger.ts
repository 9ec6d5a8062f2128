import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs; each line names the service and, in handlers, the request id. */
export const createLogger = (service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger =>
  pino({ name: service, level, base: { service } });
