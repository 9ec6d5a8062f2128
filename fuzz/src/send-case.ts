import { ErrorCode, SERVICE_NOT_ANSWERED_MESSAGE } from '@canstring/contracts';
import CryptoJS from 'crypto-js';
import type { GraphQLCase } from './graphql-cases';
import type { LegacyCase } from './legacy-cases';
import { type FuzzPlatform, REMOTE_ORIGIN } from './platform';

export type FuzzCase = GraphQLCase | LegacyCase;

/** What came back for one case, reduced to what the suite judges. */
export interface Answer {
  status: number;
  /** The call did not do what it asked (HTTP 4xx/5xx, GraphQL errors, `success: false`). */
  refused: boolean;
  /** The error code a GraphQL answer carried that means "the server failed". */
  internal: boolean;
  /**
   * A service did not answer the edge in time (UNAVAILABLE with SERVICE_NOT_ANSWERED_MESSAGE): what
   * the call did is unknown, since the service may still have done it. Judged apart from refusals.
   * A service's own UNAVAILABLE (a callee not available, a feature not configured) is a refusal.
   */
  unavailable: boolean;
  /** A short text of the answer for the report. */
  summary: string;
}

const INTERNAL_CODES = new Set<string>([ErrorCode.Internal, 'INTERNAL_SERVER_ERROR']);
const LOCAL_ORIGIN = 'http://localhost:3000';

/** An answer slower than this counts as none (a hung request is a failure, not a wait). */
export const ANSWER_TIMEOUT_MS = 20_000;

const short = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

const sendGraphQL = async (platform: FuzzPlatform, c: GraphQLCase): Promise<Answer> => {
  const token = platform.tokenOf(c.caller);
  const response = await fetch(platform.gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: c.query, variables: c.variables }),
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  const text = await response.text();
  let body: { data?: unknown; errors?: { message?: string; extensions?: { code?: string } }[] } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Judged by the status; the text goes in the summary.
  }
  const errors = body.errors ?? [];
  const codes = errors.map((e) => e.extensions?.code ?? '?');
  return {
    status: response.status,
    refused: response.status >= 400 || errors.length > 0,
    internal: codes.some((code) => INTERNAL_CODES.has(code)),
    unavailable: errors.some(
      (e) => e.extensions?.code === ErrorCode.Unavailable && e.message === SERVICE_NOT_ANSWERED_MESSAGE,
    ),
    summary: short(
      errors.length ? errors.map((e) => `${e.extensions?.code ?? '?'}: ${e.message}`).join('; ') : text,
    ),
  };
};

const sendLegacy = async (platform: FuzzPlatform, c: LegacyCase): Promise<Answer> => {
  const token = platform.tokenOf(c.caller);
  const encrypted = c.encoding !== 'plaintext';
  const headers: Record<string, string> = { origin: encrypted ? REMOTE_ORIGIN : LOCAL_ORIGIN };
  if (token) headers['x-auth-token'] = token;
  let body: string | undefined;
  if (c.encoding === 'raw') body = c.rawBody;
  else if (c.body !== undefined) {
    const json = JSON.stringify(c.body);
    body =
      c.encoding === 'encrypted'
        ? JSON.stringify({ encData: CryptoJS.AES.encrypt(json, platform.legacyPassphrase).toString() })
        : json;
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${platform.legacyUrl}${c.path}`, {
    method: c.method,
    headers,
    body,
    signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
  });
  const raw = await response.text();
  let answer: Record<string, unknown> = {};
  try {
    answer = JSON.parse(raw);
    if (typeof answer.encData === 'string') {
      answer = JSON.parse(
        CryptoJS.AES.decrypt(answer.encData, platform.legacyPassphrase).toString(CryptoJS.enc.Utf8),
      );
    }
  } catch {
    // Judged by the status; the text goes in the summary.
  }
  return {
    status: response.status,
    refused: response.status >= 400 || answer.success === false,
    internal: false,
    unavailable: response.status === 503 && answer.message === SERVICE_NOT_ANSWERED_MESSAGE,
    summary: short(`${response.status} ${typeof answer.message === 'string' ? answer.message : raw}`),
  };
};

export const sendCase = (platform: FuzzPlatform, c: FuzzCase): Promise<Answer> =>
  c.surface === 'graphql' ? sendGraphQL(platform, c) : sendLegacy(platform, c);
