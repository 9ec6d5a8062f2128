import CryptoJS from 'crypto-js';
import { decryptText, encryptText, UndecryptableError } from './legacy-cipher';

const passphrase = 'a passphrase of sufficient length ✓';
const payloads = [
  { email_id: 'ada@example.org', password: 'pässwörd 🔐' },
  { nested: { list: [1, 2, 3], empty: '' }, text: 'x'.repeat(5000) },
  {},
];

describe('legacy cipher', () => {
  it.each(payloads)('decrypts what CryptoJS.AES.encrypt produced (%#)', (payload) => {
    const text = JSON.stringify(payload);
    const encrypted = CryptoJS.AES.encrypt(text, passphrase).toString();
    expect(JSON.parse(decryptText(encrypted, passphrase))).toEqual(payload);
  });

  it.each(payloads)('produces text CryptoJS.AES.decrypt reads (%#)', (payload) => {
    const text = JSON.stringify(payload);
    const encrypted = encryptText(text, passphrase);
    expect(encrypted.startsWith('U2FsdGVkX1')).toBe(true); // base64 of "Salted__"
    expect(CryptoJS.AES.decrypt(encrypted, passphrase).toString(CryptoJS.enc.Utf8)).toBe(text);
  });

  it('uses a fresh salt each time', () => {
    expect(encryptText('same', passphrase)).not.toBe(encryptText('same', passphrase));
  });

  it.each([
    ['not base64', '###'],
    ['empty', ''],
    ['too short', 'U2FsdGVkX18='],
    ['no salt header', Buffer.alloc(32, 7).toString('base64')],
    ['truncated', CryptoJS.AES.encrypt('{"a":1}', passphrase).toString().slice(0, 40)],
  ])('refuses %s', (_name, text) => {
    expect(() => decryptText(text, passphrase)).toThrow(UndecryptableError);
  });

  it('refuses text encrypted with another passphrase', () => {
    const encrypted = CryptoJS.AES.encrypt(
      JSON.stringify({ a: 'b'.repeat(40) }),
      'another passphrase here',
    ).toString();
    expect(() => JSON.parse(decryptText(encrypted, passphrase))).toThrow();
  });
});
