/** Which meeting screen a path opens (spec 3 §2 routes). */
export type EntryRoute =
  | { kind: 'join'; alias: string; name?: string }
  | { kind: 'host'; alias: string; name?: string }
  | { kind: 'thankyou' }
  | { kind: 'other' };

const THANK_YOU_PATHS = new Set(['/thankyou', '/Thankyou']);

export const entryRouteOf = (pathname: string): EntryRoute => {
  if (THANK_YOU_PATHS.has(pathname)) return { kind: 'thankyou' };
  const match = /^\/(join|host)\/([^/]+)(?:\/([^/]+))?(?:\/[^/]+)?\/?$/.exec(pathname);
  if (!match) return { kind: 'other' };
  const alias = decodeURIComponent(match[2]!);
  const name = match[3] ? decodeURIComponent(match[3]) : undefined;
  return { kind: match[1] as 'join' | 'host', alias, ...(name ? { name } : {}) };
};
