import { loadRuntimeConfig, saveFile } from '@canstring/client';
import type { Recording } from '../graphql/types';

/** The file server's base URL from this installation's runtime config. */
export const fileServerUrl = async (): Promise<string> => {
  const config = await loadRuntimeConfig();
  if (!config.fileServerUrl) throw new Error('The runtime configuration names no file server');
  return config.fileServerUrl.replace(/\/+$/, '');
};

/**
 * Fetches a file from the file server with the session token (the server decides who may have it)
 * and saves it under `fileName` through a blob link.
 */
export const downloadFromFileServer = async (
  path: string,
  fileName: string,
  token: string,
): Promise<void> => {
  const base = await fileServerUrl();
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`The file server answered HTTP ${response.status}`);
  saveFile(await response.blob(), fileName);
};

/** A recording, served only to people allowed to see its meeting. */
export const downloadRecording = (recording: Recording, token: string): Promise<void> =>
  downloadFromFileServer(recording.downloadPath, `${recording.fileName}.mkv`, token);
