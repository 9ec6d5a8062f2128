import { createReadStream } from 'node:fs';
import { AppError, attachmentMessages, ErrorCode } from '@canstring/contracts';
import { fileTypeFromFile } from 'file-type/node';

/**
 * What the content of a file with each allowed extension must be, as `file-type` names it, and the
 * type it is served with. doc, xls and ppt are OLE compound files ('cfb'); docx, xlsx and pptx are
 * told apart inside their zip. A text file has no signature: it must be UTF-8 without NUL bytes.
 */
const expectations: Record<string, { detected: readonly string[]; mimeType: string }> = {
  pdf: { detected: ['pdf'], mimeType: 'application/pdf' },
  doc: { detected: ['cfb'], mimeType: 'application/msword' },
  xls: { detected: ['cfb'], mimeType: 'application/vnd.ms-excel' },
  ppt: { detected: ['cfb'], mimeType: 'application/vnd.ms-powerpoint' },
  docx: {
    detected: ['docx'],
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: { detected: ['xlsx'], mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: {
    detected: ['pptx'],
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  png: { detected: ['png'], mimeType: 'image/png' },
  jpg: { detected: ['jpg'], mimeType: 'image/jpeg' },
  jpeg: { detected: ['jpg'], mimeType: 'image/jpeg' },
  mp4: { detected: ['mp4', 'm4v'], mimeType: 'video/mp4' },
  webm: { detected: ['webm'], mimeType: 'video/webm' },
};

const TEXT_MIME_TYPE = 'text/plain; charset=utf-8';

/** True when the whole file decodes as UTF-8 and holds no NUL byte. */
const isPlainText = async (filePath: string): Promise<boolean> => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(filePath)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
};

/**
 * Checks that a received file's content is what its (allowed) extension says, and answers the MIME
 * type to serve it with; refuses with a clear message when they disagree.
 */
export const checkContent = async (filePath: string, extension: string): Promise<string> => {
  const ext = extension.toLowerCase();
  const mismatch = () => new AppError(ErrorCode.BadInput, attachmentMessages.contentMismatch(extension));
  if (ext === 'txt') {
    if (!(await isPlainText(filePath))) throw mismatch();
    return TEXT_MIME_TYPE;
  }
  const expected = expectations[ext];
  if (!expected) throw new AppError(ErrorCode.BadInput, attachmentMessages.extensionNotSupported(extension));
  const detected = await fileTypeFromFile(filePath);
  if (!detected || !expected.detected.includes(detected.ext)) throw mismatch();
  return expected.mimeType;
};
