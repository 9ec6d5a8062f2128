import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type RecordingTimelineEntry,
  sharedPageRelativePath,
  sharedUploadRelativePath,
} from '@canstring/contracts';

/** A page of the shared document on the stage from `from` to `to` (seconds into the recording). */
export interface StagePage {
  /** The page's picture (the media service's converted page). */
  file: string;
  from: number;
  to: number;
}

/**
 * The shared document's pages as the stage showed them while recording, from the timeline: a
 * document put on the stage (its upload), the page turned, the stage given to something else. A page
 * is drawn from the media service's converted pictures (same DATA_DIR, found by the upload's sha256);
 * one whose picture is not there is not drawn.
 */
export const stagePages = (
  timeline: RecordingTimelineEntry[],
  startedAt: string,
  duration: number,
  dataDir: string,
): StagePage[] => {
  const start = new Date(startedAt).getTime();
  const hashes = new Map<string, string | null>();
  const pictureOf = (upload: string, page: number): string | null => {
    if (!hashes.has(upload)) {
      const file = path.join(dataDir, sharedUploadRelativePath(path.basename(upload)));
      hashes.set(
        upload,
        existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : null,
      );
    }
    const hash = hashes.get(upload);
    const file = hash ? path.join(dataDir, sharedPageRelativePath(hash, page)) : null;
    return file && existsSync(file) ? file : null;
  };

  const pages: StagePage[] = [];
  let upload: string | null = null;
  let page = 1;
  let since = 0;
  const close = (t: number) => {
    const file = upload ? pictureOf(upload, page) : null;
    const to = Math.min(duration, t);
    if (file && to > since) {
      const last = pages.at(-1);
      if (last && last.file === file && Math.abs(last.to - since) < 1e-6) last.to = to;
      else pages.push({ file, from: since, to });
    }
    since = Math.max(0, Math.min(duration, t));
  };
  const entries = [...timeline]
    .filter((e) => e.kind === 'stage' || e.kind === 'document' || e.kind === 'documentPage')
    .sort((a, b) => a.at.localeCompare(b.at));
  for (const e of entries) {
    const t = (new Date(e.at).getTime() - start) / 1000;
    close(t);
    if (e.kind === 'stage' && e.detail !== 'document') upload = null;
    else if (e.kind === 'document' && e.detail) {
      upload = e.detail;
      page = 1;
    } else if (e.kind === 'documentPage') {
      const n = Number(e.detail);
      if (Number.isInteger(n) && n > 0) page = n;
    }
  }
  close(duration);
  return pages;
};

/** The page on the stage at `t`, as an index into the pages, or null. */
export const stagePageAt = (pages: StagePage[], t: number): number | null => {
  const i = pages.findIndex((p) => t >= p.from && t < p.to);
  return i < 0 ? null : i;
};
