import { loadRuntimeConfig, readStoredSession } from '@canstring/client';
import {
  type BoardImageAnswer,
  boardImageUploadFields as fields,
  fileServerPaths,
  roomScreenTexts,
} from '@canstring/contracts';

/**
 * The board's pictures on the file server: uploaded by the drawer (POST /boards/images, the
 * attachment checks), read by everyone in the room (GET /boards/images/<name>), each with the
 * caller's pass: a guest's own, else the signed-in session's.
 */
export const boardPass = (guestToken: string | undefined): string | null =>
  guestToken ?? readStoredSession(window.localStorage)?.token ?? null;

const fileServer = async (): Promise<string> => {
  const config = await loadRuntimeConfig();
  if (!config.fileServerUrl) throw new Error(roomScreenTexts.whiteboard.uploadFailed);
  return config.fileServerUrl.replace(/\/+$/, '');
};

const serverMessage = async (response: Response): Promise<string> => {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : roomScreenTexts.whiteboard.uploadFailed;
  } catch {
    return roomScreenTexts.whiteboard.uploadFailed;
  }
};

/** Uploads a picture for the board; answers its upload name, or throws the server's words. */
export const uploadBoardImage = async (
  file: File,
  participantId: string,
  pass: string | null,
): Promise<string> => {
  const form = new FormData();
  form.append(fields.participantId, participantId);
  form.append(fields.file, file, file.name);
  const response = await fetch(`${await fileServer()}${fileServerPaths.boardImages}`, {
    method: 'POST',
    headers: pass ? { authorization: `Bearer ${pass}` } : {},
    body: form,
  });
  if (!response.ok) throw new Error(await serverMessage(response));
  return ((await response.json()) as BoardImageAnswer).image;
};

/** The pixel size of a picture chosen on this device. */
export const pictureSize = (file: Blob): Promise<{ width: number; height: number }> =>
  decoded(URL.createObjectURL(file)).then((image) => ({
    width: image.naturalWidth,
    height: image.naturalHeight,
  }));

const decoded = (url: string): Promise<HTMLImageElement> =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(roomScreenTexts.whiteboard.uploadFailed));
    image.src = url;
  });

const loaded = new Map<string, Promise<HTMLImageElement>>();

/** A board picture, read once per tab and kept for every page that shows it. */
export const boardImage = (
  image: string,
  participantId: string,
  pass: string | null,
): Promise<HTMLImageElement> => {
  const known = loaded.get(image);
  if (known) return known;
  const reading = (async () => {
    const response = await fetch(`${await fileServer()}${fileServerPaths.boardImage(image, participantId)}`, {
      headers: pass ? { authorization: `Bearer ${pass}` } : {},
    });
    if (!response.ok) throw new Error(await serverMessage(response));
    return decoded(URL.createObjectURL(await response.blob()));
  })();
  // A failed read may be tried again (the next page shown).
  reading.catch(() => loaded.delete(image));
  loaded.set(image, reading);
  return reading;
};
