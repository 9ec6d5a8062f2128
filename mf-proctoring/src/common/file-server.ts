import { loadRuntimeConfig } from '@canstring/client';
import { useEffect, useState } from 'react';

/** The file server's address from the page's runtime config, without a trailing slash. */
export const fileServerBase = async (): Promise<string> => {
  const config = await loadRuntimeConfig();
  if (!config.fileServerUrl) throw new Error('The runtime configuration names no file server');
  return config.fileServerUrl.replace(/\/+$/, '');
};

/** The file server's address once read (null before, or when the page names none). */
export const useFileServerBase = (): string | null => {
  const [base, setBase] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fileServerBase().then(
      (value) => live && setBase(value),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, []);
  return base;
};

/** A file the server gives only to the person signed in (the token goes in the header, never the address). */
export const fetchFile = async (base: string, path: string, token: string): Promise<Blob> => {
  const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(await failureText(response));
  return response.blob();
};

/** Sends a file to the file server with the person's token; answers its JSON. */
export const postFile = async (
  base: string,
  path: string,
  token: string,
  body: Blob,
  contentType: string,
): Promise<unknown> => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body,
  });
  if (!response.ok) throw new Error(await failureText(response));
  return response.json().catch(() => null);
};

/** The server's own words for a refusal ({ message } JSON or text), else the status. */
const failureText = async (response: Response): Promise<string> => {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // not JSON
  }
  return text.trim() || `The file server answered HTTP ${response.status}`;
};
