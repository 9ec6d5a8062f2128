import { attachmentUploadFields as fields, fileServerPaths } from '@canstring/contracts';
import type { Attachment, ChatTargetInput } from '../graphql/types';

export interface UploadRequest {
  fileServerUrl: string;
  token: string;
  file: File;
  target: ChatTargetInput;
  description?: string;
  /** Called as bytes leave, with the share sent (0..1). */
  onProgress: (share: number) => void;
}

/** A refusal or failure of the file server, with the message to show when it gave one. */
export class TransferError extends Error {
  override name = 'TransferError';
  constructor(
    message: string,
    readonly status: number,
    /** The server's own message, safe to show. */
    readonly shown: string | undefined,
  ) {
    super(message);
  }
}

const serverMessage = (text: string): string | undefined => {
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: { message?: unknown } };
    const message = body.message ?? body.error?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined;
  }
};

/**
 * `POST /attachments` on the file server (multipart `file`, `userId` | `groupId`, `description`;
 * answers 201 `{ attachment }`),
 * through XMLHttpRequest so the upload's progress can be shown. Resolves with the stored attachment.
 */
export const uploadAttachment = ({
  fileServerUrl,
  token,
  file,
  target,
  description,
  onProgress,
}: UploadRequest): Promise<Attachment> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    if ('userId' in target) form.append(fields.userId, target.userId);
    else form.append(fields.groupId, target.groupId);
    if (description) form.append(fields.description, description);
    // The file goes last, so the fields are known when its bytes arrive.
    form.append(fields.file, file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(fileServerPaths.attachments, fileServerUrl).toString());
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((JSON.parse(xhr.responseText) as { attachment: Attachment }).attachment);
        } catch {
          reject(new TransferError('the upload answer is not JSON', xhr.status, undefined));
        }
        return;
      }
      reject(
        new TransferError(`upload answered HTTP ${xhr.status}`, xhr.status, serverMessage(xhr.responseText)),
      );
    };
    xhr.onerror = () => reject(new TransferError('the upload could not reach the file server', 0, undefined));
    xhr.send(form);
  });

/**
 * Downloads an attachment with the session token (a plain link could not carry it) and hands it to the
 * browser as a file named as it was uploaded.
 */
export const downloadAttachment = async (
  fileServerUrl: string,
  token: string,
  attachment: Pick<Attachment, 'downloadPath' | 'originalName'>,
): Promise<void> => {
  const response = await fetch(new URL(attachment.downloadPath, fileServerUrl).toString(), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) {
    throw new TransferError(
      `download answered HTTP ${response.status}`,
      response.status,
      serverMessage(await response.text()),
    );
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = attachment.originalName;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; a moment later it is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
};
