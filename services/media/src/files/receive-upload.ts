import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError, attachmentMessages, ErrorCode } from '@canstring/contracts';
import busboy from 'busboy';
import { UploadTooLarge } from './upload-too-large';

/** A file received into a temporary place, not yet checked. */
export interface ReceivedFile {
  tempPath: string;
  /** The client's file name, reduced to a plain base name. */
  originalName: string;
  size: number;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  file: ReceivedFile;
}

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 16 * 1024;
/** Bytes of form fields and multipart framing allowed around the file. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/** A client's file name as a plain base name: no folders, no control characters, bounded. */
const plainName = (name: string | undefined): string =>
  path
    .basename((name ?? '').replace(/\\/g, '/'))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);

/**
 * Streams a multipart request: its text fields, and the one file under `fileField` written to a
 * temporary file in `dir` as it arrives, cut off at `maxBytes`. The whole request is read before
 * it settles, so the answer reaches the browser. Anything wrong (no file, a second file, a file
 * over the limit, a broken request) rejects with a clear error and leaves no temporary file.
 */
export const receiveUpload = (
  req: IncomingMessage,
  options: { fileField: string; dir: string; maxBytes: number },
): Promise<ReceivedForm> => {
  const { fileField, dir, maxBytes } = options;
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FORM_OVERHEAD_BYTES)
    return Promise.reject(new UploadTooLarge());
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: 'utf8',
      limits: { fileSize: maxBytes, files: 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES },
    });
  } catch {
    return Promise.reject(new AppError(ErrorCode.BadInput, attachmentMessages.notMultipart));
  }
  mkdirSync(dir, { recursive: true });

  return new Promise<ReceivedForm>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: ReceivedFile | undefined;
    let writing: Promise<void> | undefined;
    let problem: AppError | undefined;
    const refuse = (error: AppError) => {
      problem ??= error;
    };

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== fileField || file) {
        if (file) refuse(new AppError(ErrorCode.BadInput, attachmentMessages.oneFileOnly));
        stream.resume();
        return;
      }
      const tempPath = path.join(dir, `.${randomUUID()}.part`);
      const received: ReceivedFile = { tempPath, originalName: plainName(info.filename), size: 0 };
      file = received;
      stream.on('data', (chunk: Buffer) => {
        received.size += chunk.length;
      });
      stream.on('limit', () => refuse(new UploadTooLarge()));
      writing = pipeline(stream, createWriteStream(tempPath));
    });
    parser.on('filesLimit', () => refuse(new AppError(ErrorCode.BadInput, attachmentMessages.oneFileOnly)));

    let settled = false;
    const settle = async (failure?: AppError) => {
      if (settled) return;
      settled = true;
      try {
        await writing;
      } catch {
        failure ??= new AppError(ErrorCode.BadInput, attachmentMessages.uploadInterrupted);
      }
      failure ??= problem;
      if (!failure && !file?.originalName)
        failure = new AppError(ErrorCode.BadInput, attachmentMessages.fileMissing);
      if (failure) {
        if (file) rmSync(file.tempPath, { force: true });
        reject(failure);
      } else resolve({ fields, file: file as ReceivedFile });
    };
    parser.on('close', () => void settle());
    parser.on(
      'error',
      () => void settle(new AppError(ErrorCode.BadInput, attachmentMessages.uploadInterrupted)),
    );
    req.on(
      'aborted',
      () => void settle(new AppError(ErrorCode.BadInput, attachmentMessages.uploadInterrupted)),
    );
    req.pipe(parser);
  });
};
