import type { Request } from 'express';

const hostNameOf = (url: string | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  } catch {
    return undefined;
  }
};

/**
 * True when the page that sent the request runs on a local development host: the old web client sends
 * plaintext there and only there. The Origin header decides; without one, the Referer.
 */
export const isLocalOrigin = (req: Request, plaintextHosts: readonly string[]): boolean => {
  const origin = req.get('origin');
  const host = origin !== undefined ? hostNameOf(origin) : hostNameOf(req.get('referer'));
  return (
    host !== undefined && plaintextHosts.some((h) => h.replace(/^\[(.*)\]$/, '$1').toLowerCase() === host)
  );
};
