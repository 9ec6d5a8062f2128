import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The old client's body encryption, byte for byte what `CryptoJS.AES.encrypt(text, passphrase).toString()`
 * produces: base64 of "Salted__" + 8-byte salt + AES-256-CBC ciphertext, key and iv derived from the
 * passphrase and salt by OpenSSL's EVP_BytesToKey with MD5 and one round.
 */
const SALTED = Buffer.from('Salted__', 'latin1');
const SALT_BYTES = 8;
const KEY_BYTES = 32;
const IV_BYTES = 16;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const keyAndIv = (passphrase: string, salt: Buffer): { key: Buffer; iv: Buffer } => {
  const secret = Buffer.from(passphrase, 'utf8');
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  let length = 0;
  while (length < KEY_BYTES + IV_BYTES) {
    previous = createHash('md5').update(previous).update(secret).update(salt).digest();
    blocks.push(previous);
    length += previous.length;
  }
  const material = Buffer.concat(blocks);
  return { key: material.subarray(0, KEY_BYTES), iv: material.subarray(KEY_BYTES, KEY_BYTES + IV_BYTES) };
};

export const encryptText = (plaintext: string, passphrase: string): string => {
  const salt = randomBytes(SALT_BYTES);
  const { key, iv } = keyAndIv(passphrase, salt);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([SALTED, salt, cipher.update(plaintext, 'utf8'), cipher.final()]).toString('base64');
};

export class UndecryptableError extends Error {
  constructor() {
    super('The text could not be decrypted.');
    this.name = 'UndecryptableError';
  }
}

/** Decrypts text made by `encryptText` or CryptoJS; throws UndecryptableError for anything else. */
export const decryptText = (encrypted: string, passphrase: string): string => {
  if (encrypted.length % 4 !== 0 || !BASE64.test(encrypted)) throw new UndecryptableError();
  const raw = Buffer.from(encrypted, 'base64');
  const headerBytes = SALTED.length + SALT_BYTES;
  const bodyBytes = raw.length - headerBytes;
  if (bodyBytes <= 0 || bodyBytes % 16 !== 0 || !raw.subarray(0, SALTED.length).equals(SALTED)) {
    throw new UndecryptableError();
  }
  const { key, iv } = keyAndIv(passphrase, raw.subarray(SALTED.length, headerBytes));
  try {
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    const plain = Buffer.concat([decipher.update(raw.subarray(headerBytes)), decipher.final()]);
    // A wrong passphrase occasionally passes the padding check; refusing invalid UTF-8 catches most of those.
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new UndecryptableError();
  }
};
