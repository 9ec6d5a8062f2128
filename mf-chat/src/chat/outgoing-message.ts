import { CHAT_MESSAGE_MAX_LENGTH } from '@canstring/contracts';

/** A random version-4 UUID; crypto.randomUUID exists only on secure pages (https or localhost). */
export const newUniqueRefId = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** What is sent for a typed text: trimmed; nothing for whitespace only (spec 2 §5) or an over-long text. */
export const textToSend = (typed: string): string | null => {
  const text = typed.trim();
  return text && text.length <= CHAT_MESSAGE_MAX_LENGTH ? text : null;
};
