import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/** sha256 of a file's bytes, hex. */
export const contentHashOf = async (filePath: string): Promise<string> => {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
};
