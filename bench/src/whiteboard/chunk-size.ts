import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSize } from '../bundles/sizes';

export interface Chunk {
  file: string;
  gzipBytes: number;
}

/**
 * The built JavaScript files of a web app that hold Konva (the whiteboard's canvas library) — the
 * whiteboard's chunk(s) — with their gzip sizes; undefined when the app is not built.
 */
export const konvaChunks = (dist: string): Chunk[] | undefined => {
  if (!existsSync(dist)) return undefined;
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(path.join(dist, file), 'utf8').includes('Konva'))
    .map((file) => ({ file, gzipBytes: gzipSize(path.join(dist, file)) }));
};
