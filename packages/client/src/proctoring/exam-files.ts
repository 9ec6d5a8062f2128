import {
  type ExamReportFormat,
  type ExamStill,
  type ExamStillKind,
  proctoringReportPath,
  proctoringStillPath,
} from '@canstring/contracts';
import { loadRuntimeConfig } from '../runtime-config';
import { readStoredSession } from '../session-store';

/*
 * An exam's files on the file server (services/media): the stills a candidate's page uploads, and the
 * stills and the report the examiner reads. Each request carries the signed-in session's bearer; an
 * <img> or a link cannot, so the examiner's page reads the bytes here and shows an object URL.
 */

let fileServerUrl: Promise<string> | undefined;

/** The file server's address from the runtime config, read once per page (again after a failure). */
const fileServer = (): Promise<string> => {
  fileServerUrl ??= loadRuntimeConfig().then((config) => {
    if (!config.fileServerUrl) throw new Error('No file server is configured');
    return config.fileServerUrl.replace(/\/+$/, '');
  });
  fileServerUrl.catch(() => {
    fileServerUrl = undefined;
  });
  return fileServerUrl;
};

const bearer = (): Record<string, string> => {
  const token = readStoredSession(window.localStorage)?.token;
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** The server's words for a refusal (`{ message }`), or the status. */
const refusal = async (response: Response): Promise<Error> => {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') return new Error(body.message);
  } catch {
    // Not JSON: the status says it.
  }
  return new Error(`${response.status} ${response.statusText}`);
};

/** Uploads a flag's still (JPEG or WebP, the flagged candidate's own); answers it as kept. */
export const uploadExamStill = async (
  examId: number,
  flagId: string,
  kind: ExamStillKind,
  picture: Blob,
): Promise<ExamStill> => {
  const response = await fetch(`${await fileServer()}${proctoringStillPath(examId, flagId, kind)}`, {
    method: 'POST',
    headers: { ...bearer(), 'content-type': picture.type },
    body: picture,
  });
  if (!response.ok) throw await refusal(response);
  return ((await response.json()) as { still: ExamStill }).still;
};

/** A file of an exam the caller may read (a still's `path`, a report's): its bytes. */
export const fetchExamFile = async (path: string): Promise<Blob> => {
  const response = await fetch(`${await fileServer()}${path}`, { headers: bearer() });
  if (!response.ok) throw await refusal(response);
  return response.blob();
};

/** The name a download's Content-Disposition gives, if any. */
const downloadNameOf = (response: Response): string | null => {
  const header = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
};

/** Fetches the exam's report (examiner, after Stop Test) and saves it under the name the server gives. */
export const downloadExamReport = async (examId: number, format: ExamReportFormat): Promise<void> => {
  const response = await fetch(`${await fileServer()}${proctoringReportPath(examId, format)}`, {
    headers: bearer(),
  });
  if (!response.ok) throw await refusal(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = downloadNameOf(response) ?? `exam-${examId}-report.${format}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};
