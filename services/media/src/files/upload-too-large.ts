import { AppError, attachmentMessages, ErrorCode } from '@canstring/contracts';

/** A file over the size limit: answered with HTTP 413 and the specification's message. */
export class UploadTooLarge extends AppError {
  constructor() {
    super(ErrorCode.BadInput, attachmentMessages.fileTooLarge);
    this.name = 'UploadTooLarge';
  }
}
