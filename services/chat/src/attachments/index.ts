import type { Handler } from '@canstring/service-kit';
import type { ChatServiceContext } from '../context';
import { addAttachmentHandler } from './add-attachment';
import { deleteAttachmentHandler } from './delete-attachment';
import { getAttachmentHandler } from './get-attachment';
import { listAttachmentsHandler } from './list-attachments';

export { attachments } from './attachments-schema';

/** The chat service's attachment endpoints. */
export const attachmentHandlers = (ctx: ChatServiceContext): Handler[] => [
  addAttachmentHandler(ctx),
  listAttachmentsHandler(ctx),
  getAttachmentHandler(ctx),
  deleteAttachmentHandler(ctx),
];
