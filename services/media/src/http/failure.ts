import { AppError, ErrorCode, httpStatusOf } from '@canstring/contracts';
import type { Logger } from '@canstring/service-kit';
import type { Response } from 'express';
import { UploadTooLarge } from '../files/upload-too-large';

const INTERNAL_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Answers a failure as `{ success: false, code, message }` with its error code's status (413 for a
 * file over the limit). Unexpected failures are logged and never shown.
 */
export const sendFailure = (res: Response, error: unknown, log: Logger): void => {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof AppError) {
    const status = error instanceof UploadTooLarge ? 413 : httpStatusOf[error.code];
    res.status(status).json({ success: false, ...error.toBody() });
    return;
  }
  log.error({ err: error, requestId: res.locals.requestId }, 'request failed');
  res.status(500).json({ success: false, code: ErrorCode.Internal, message: INTERNAL_MESSAGE });
};
