import { CHAT_MESSAGE_MAX_LENGTH } from '@canstring/contracts';
import { newUniqueRefId, textToSend } from './outgoing-message';

describe('sending a message', () => {
  it('sends the trimmed text, and nothing for whitespace only', () => {
    expect(textToSend('  hello \n')).toBe('hello');
    expect(textToSend('')).toBeNull();
    expect(textToSend(' \t\n ')).toBeNull();
    expect(textToSend('x'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    expect(textToSend('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBeNull();
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
