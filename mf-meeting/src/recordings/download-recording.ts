import { loadRuntimeConfig } from '@canstring/client';
import type { Recording } from '../graphql/types';

/** The file server's base URL from this installation's runtime config. */
const fileServerUrl = async (): Promise<string> => {
  const config = await loadRuntimeConfig();
  if (!config.fileServerUrl) throw new Error('The runtime configuration names no file server');
  return config.fileServerUrl.replace(/\/+$/, '');
};

/**
 * Fetches a recording from the file server with the session token (the server serves it only to
 * people allowed to see the meeting) and saves it through a blob link.
 */
export const downloadRecording = async (recording: Recording, token: string): Promise<void> => {
  const base = await fileServerUrl();
  const response = await fetch(`${base}${recording.downloadPath}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`The file server answered HTTP ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = `${recording.fileName}.mkv`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  }
};
