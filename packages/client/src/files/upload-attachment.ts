import {
  type AttachmentUploadAnswer,
  attachmentUploadFields as fields,
  fileServerPaths,
} from '@canstring/contracts';
import { FileServerError, fileServerMessageOf } from './file-server-error';

/** The chat a file is shared in: a one-to-one chat's other side, or a group. */
export type UploadTarget = { userId: string } | { groupId: string };

export interface UploadRequest {
  fileServerUrl: string;
  /** The session token or guest pass; none for a caller the file server will refuse. */
  token: string | null;
  file: File;
  target: UploadTarget;
  description?: string;
  /** Called as bytes leave, with the share sent (0..1). */
  onProgress: (share: number) => void;
}

/**
 * `POST /attachments` on the file server (multipart `userId` | `groupId`, `description`, then `file`),
 * through XMLHttpRequest so the upload's progress can be shown. The file server answers once a
 * document is converted into pages (or said not to convert): resolves with its answer, rejects with
 * a FileServerError carrying the server's own message.
 */
export const uploadAttachment = ({
  fileServerUrl,
  token,
  file,
  target,
  description,
  onProgress,
}: UploadRequest): Promise<AttachmentUploadAnswer> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    if ('userId' in target) form.append(fields.userId, target.userId);
    else form.append(fields.groupId, target.groupId);
    if (description) form.append(fields.description, description);
    // The file goes last, so the fields are known when its bytes arrive.
    form.append(fields.file, file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(fileServerPaths.attachments, fileServerUrl).toString());
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(
          new FileServerError(
            `upload answered HTTP ${xhr.status}`,
            xhr.status,
            fileServerMessageOf(xhr.responseText),
          ),
        );
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as AttachmentUploadAnswer);
      } catch {
        reject(new FileServerError('the upload answer is not JSON', xhr.status, undefined));
      }
    };
    xhr.onerror = () =>
      reject(new FileServerError('the upload could not reach the file server', 0, undefined));
    xhr.send(form);
  });
