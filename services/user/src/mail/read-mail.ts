/**
 * Reads the mails this service writes (outbox .eml files, or what an SMTP server receives) back
 * into their parts: enough MIME for tests and for operators' tools, not a general mail parser.
 */
export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

const splitPart = (raw: string): Part => {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end < 0 ? normalised : normalised.slice(0, end);
  const body = end < 0 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
};

const decodeQuotedPrintable = (text: string): string => {
  const bytes: number[] = [];
  const joined = text.replace(/=\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
};

const decodeBody = (part: Part): string => {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
};

/** Header words encoded as =?utf-8?B?…?= or =?utf-8?Q?…?=. */
const decodeWords = (value: string): string =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );

const leaves = (part: Part): Part[] => {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(splitPart(chunk.replace(/^\n/, ''))));
};

export const readMail = (raw: string): ReadMail => {
  const top = splitPart(raw);
  const parts = leaves(top);
  const typed = (type: string) =>
    parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const text = typed('text/plain');
  const html = typed('text/html');
  return {
    to: decodeWords(top.headers.get('to') ?? ''),
    subject: decodeWords(top.headers.get('subject') ?? ''),
    text: text ? decodeBody(text).replace(/\n$/, '') : '',
    ...(html ? { html: decodeBody(html).replace(/\n$/, '') } : {}),
  };
};
