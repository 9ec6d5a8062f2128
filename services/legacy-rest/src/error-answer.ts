import { AppError, ErrorCode, httpStatusOf, legacyMessages } from '@canstring/contracts';
import type { Logger } from '@canstring/service-kit';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { AnswerSender } from './answer';
import { localsOf } from './locals';

/** The shape of errors raised by express's own JSON body reader. */
interface BodyReaderError {
  type: string;
  status: number;
}
const isBodyReaderError = (e: unknown): e is BodyReaderError =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as BodyReaderError).type === 'string' &&
  typeof (e as BodyReaderError).status === 'number';

/** When a service refuses for too many attempts without saying how long to wait. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Turns anything thrown into an AppError whose message is safe to show. */
const asAppError = (error: unknown): AppError | undefined => {
  if (error instanceof AppError) return error;
  if (isBodyReaderError(error)) {
    if (error.type === 'entity.too.large')
      return new AppError(ErrorCode.BadInput, legacyMessages.bodyTooLarge);
    if (error.type === 'entity.parse.failed')
      return new AppError(ErrorCode.BadInput, legacyMessages.malformedJson);
    if (error.status >= 400 && error.status < 500) return new AppError(ErrorCode.BadInput, 'invalid request');
  }
  return undefined;
};

/**
 * Every failure becomes `{ success: false, message }` with the status of its error code (spec 1 §8),
 * encrypted like any other answer; unexpected failures are logged and never shown.
 */
export const errorAnswer =
  (send: AnswerSender, log: Logger): ErrorRequestHandler =>
  (error: unknown, _req, res, _next) => {
    const known = asAppError(error);
    const { requestId } = localsOf(res);
    if (!known) {
      log.error({ err: error, requestId }, 'request failed');
      send(res, 500, { success: false, message: legacyMessages.somethingWentWrong });
      return;
    }
    const tooLarge = isBodyReaderError(error) && error.type === 'entity.too.large';
    const status = tooLarge ? 413 : httpStatusOf[known.code];
    const { retryAfterSeconds, fields } = known.details;
    if (known.code === ErrorCode.TooManyAttempts) {
      res.set('Retry-After', String(retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
    }
    send(res, status, { success: false, message: known.message, ...(fields ? { fields } : {}) });
  };

export const unknownRoute =
  (send: AnswerSender): RequestHandler =>
  (_req, res) =>
    send(res, httpStatusOf[ErrorCode.NotFound], { success: false, message: legacyMessages.unknownRoute });
