import { CHAT_MESSAGE_MAX_LENGTH } from '@canstring/contracts';
import { attemptFor, newUniqueRefId, textToSend } from './outgoing-message';

describe('sending a message', () => {
  it('sends the trimmed text, and nothing for whitespace only', () => {
    expect(textToSend('  hello \n')).toBe('hello');
    expect(textToSend('')).toBeNull();
    expect(textToSend(' \t\n ')).toBeNull();
    expect(textToSend('x'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    expect(textToSend('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBeNull();
  });

  it('gives each new text a new uniqueRefId and a failed one the same again', () => {
    let n = 0;
    const ids = () => `ref-${++n}`;
    const first = attemptFor('hello', null, ids);
    expect(first).toEqual({ text: 'hello', uniqueRefId: 'ref-1' });
    // The send failed: trying the same text again is the same message.
    expect(attemptFor('hello', first, ids)).toBe(first);
    // The text was changed: it is another message.
    expect(attemptFor('hello there', first, ids)).toEqual({ text: 'hello there', uniqueRefId: 'ref-2' });
  });

  it('makes version-4 UUIDs, also where crypto.randomUUID is missing', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      const a = newUniqueRefId();
      expect(a).toMatch(uuid);
      expect(newUniqueRefId()).not.toBe(a);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
