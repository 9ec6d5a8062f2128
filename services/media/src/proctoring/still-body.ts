import type { IncomingMessage } from 'node:http';
import {
  AppError,
  ErrorCode,
  EXAM_STILL_CONTENT_TYPES,
  EXAM_STILL_MAX_BYTES,
  type ExamStillContentType,
  proctoringMessages,
} from '@canstring/contracts';
import { fileTypeFromBuffer } from 'file-type';

/** A still frame as the candidate's page sent it: the picture's bytes and its checked type. */
export interface StillBody {
  bytes: Buffer;
  contentType: ExamStillContentType;
}

const tooLarge = () => new AppError(ErrorCode.BadInput, proctoringMessages.stillTooLarge);
const notAPicture = () => new AppError(ErrorCode.BadInput, proctoringMessages.stillType);

/** What `file-type` names each allowed type's content. */
const detectedOf: Record<ExamStillContentType, string> = { 'image/jpeg': 'jpg', 'image/webp': 'webp' };

const contentTypeOf = (header: string | undefined): ExamStillContentType => {
  const type = (header ?? '').split(';')[0]?.trim().toLowerCase();
  const known = EXAM_STILL_CONTENT_TYPES.find((t) => t === type);
  if (!known) throw notAPicture();
  return known;
};

/** The request's whole body, refused as soon as it passes the still's limit. */
const bodyOf = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > EXAM_STILL_MAX_BYTES) {
      req.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > EXAM_STILL_MAX_BYTES) {
        refused = true;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });

/**
 * Reads a still frame's body (raw bytes, `Content-Type: image/jpeg` or `image/webp`, at most
 * EXAM_STILL_MAX_BYTES) and checks its content is the picture its type says; anything else is BAD_INPUT.
 */
export const readStillBody = async (req: IncomingMessage): Promise<StillBody> => {
  const contentType = contentTypeOf(req.headers['content-type']);
  const bytes = await bodyOf(req);
  if (bytes.length === 0) throw notAPicture();
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext !== detectedOf[contentType]) throw notAPicture();
  return { bytes, contentType };
};
