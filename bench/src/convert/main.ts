import os from 'node:os';
import path from 'node:path';
import { tempDir } from '@canstring/service-kit/testing';
import { positive } from '../settings';
import { bareConversionMs } from './bare-pipeline';
import { makeBenchDocuments } from './documents';
import { startBenchFileServer } from './file-server';

/** Our goal: a document's conversion through the file server takes at most this much of the bare pipeline's time. */
const TARGET_RATIO = 1.2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const load = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;

/**
 * Document conversion (share content): each document uploaded to the file server (POST /attachments,
 * answered once its conversion ended: queue, LibreOffice, pdfinfo, pdftoppm, WebP pages and
 * thumbnails, the attachment shared with its page count), beside the bare `soffice` → `pdftoppm`
 * pipeline on the same file in the same run, alternating; the documents are made anew each run
 * (LibreOffice from text), so the file server's cache does not answer. Then the same file again (the
 * cache). BENCH_RUNS runs (default 3); medians. Exits 1 when a document misses the target ratio.
 */
const main = async () => {
  const runs = positive('BENCH_RUNS', 3);
  const work = tempDir('bench-convert');
  console.info(`machine: ${load()} (shared with other work; figures vary with it)`);
  // Made before the file server starts (LibreOffice runs synchronously here).
  const warm = makeBenchDocuments(path.join(work.dir, 'warm'), 'warm-up');
  const made = Array.from({ length: runs }, (_, i) =>
    makeBenchDocuments(path.join(work.dir, `run-${i + 1}`), `run ${i + 1} ${Date.now()}`),
  );
  const server = await startBenchFileServer();
  const bareProfile = path.join(work.dir, 'bare-profile');
  const times = new Map<string, { bare: number[]; server: number[]; pages: number | null }>();
  let cached = 0;
  try {
    // Both sides warm: LibreOffice's profiles made, the worker's queue open.
    for (const doc of warm) {
      await bareConversionMs(path.join(work.dir, 'bare'), bareProfile, doc.fileName, doc.bytes);
      await server.upload(doc.fileName, doc.bytes);
    }
    for (let run = 1; run <= runs; run++) {
      const docs = made[run - 1] ?? [];
      for (const doc of docs) {
        const entry = times.get(doc.label) ?? { bare: [], server: [], pages: null };
        times.set(doc.label, entry);
        const bareFirst = run % 2 === 1;
        if (bareFirst)
          entry.bare.push(
            await bareConversionMs(path.join(work.dir, 'bare'), bareProfile, doc.fileName, doc.bytes),
          );
        const uploaded = await server.upload(doc.fileName, doc.bytes);
        if (uploaded.failure) throw new Error(`${doc.label} did not convert: ${uploaded.failure}`);
        entry.server.push(uploaded.ms);
        entry.pages = uploaded.totalPages;
        if (!bareFirst)
          entry.bare.push(
            await bareConversionMs(path.join(work.dir, 'bare'), bareProfile, doc.fileName, doc.bytes),
          );
        console.info(
          `run ${run}: ${doc.label}: bare ${entry.bare.at(-1)?.toFixed(0)} ms, file server ${uploaded.ms.toFixed(0)} ms`,
        );
      }
      if (run === runs)
        cached = (await server.upload(docs[1]?.fileName ?? '', docs[1]?.bytes ?? Buffer.alloc(0))).ms;
    }
  } finally {
    await server.stop();
    work.remove();
  }

  console.info(`\nDocument conversion, median of ${runs} runs (${load()}):`);
  console.info('document       | pages | bare soffice→pdftoppm | file server upload→answer | ratio | target');
  let missed = false;
  for (const [label, t] of times) {
    const bare = median(t.bare);
    const viaServer = median(t.server);
    const ratio = viaServer / bare;
    const meets = ratio <= TARGET_RATIO;
    missed ||= !meets;
    console.info(
      `${label.padEnd(14)} | ${String(t.pages).padStart(5)} | ${bare.toFixed(0).padStart(18)} ms | ${viaServer
        .toFixed(0)
        .padStart(22)} ms | ${ratio.toFixed(2)}x | ≤ ${TARGET_RATIO}x ${meets ? 'met' : 'MISSED'}`,
    );
  }
  console.info(`the 40-page pdf uploaded again (converted pages kept): ${cached.toFixed(0)} ms`);
  process.exit(missed ? 1 : 0);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
