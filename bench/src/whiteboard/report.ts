import type { PageReadFigures, ReadTimes } from './board-page';
import type { Chunk } from './chunk-size';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const readRow = (name: string, t: ReadTimes) =>
  `${name.padEnd(48)}${t.samples.length.toString().padStart(6)}${t.medianMs.toFixed(1).padStart(11)}` +
  `${t.maxMs.toFixed(1).padStart(9)}`;

export const pageReadMeets = (f: PageReadFigures, targetMs: number) => f.gateway.medianMs < targetMs;

export const printPageRead = (f: PageReadFigures, targetMs: number) => {
  console.info(
    `a ${f.shapes.toLocaleString('en')}-shape page (${kb(f.pageBytes)} KB of JSON), filled through as many ` +
      `whiteboardData signals over NATS in ${f.fillSeconds.toFixed(1)} s`,
  );
  console.info(`${''.padEnd(48)}${'reads'.padStart(6)}${'median ms'.padStart(11)}${'max ms'.padStart(9)}`);
  console.info(readRow('gateway, roomBoardPage (HTTP GraphQL, parsed)', f.gateway));
  console.info(readRow('room.board.page over NATS (parsed, checked)', f.nats));
  console.info(`  gateway samples: ${f.gateway.samples.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  console.info(
    `ratio gateway/NATS: median ${(f.gateway.medianMs / f.nats.medianMs).toFixed(1)}x; ` +
      `a late joiner's page in median ${f.gateway.medianMs.toFixed(0)} ms, max ${f.gateway.maxMs.toFixed(0)} ms ` +
      `(${pageReadMeets(f, targetMs) ? 'meets' : 'MISSES'} the target: under ${targetMs} ms)`,
  );
};

export const gzipTotal = (chunks: Chunk[]) => chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);

export const printChunks = (dist: string, chunks: Chunk[] | undefined, targetKb: number) => {
  if (!chunks) {
    console.info(`${dist} is absent: build mf-meeting (pnpm build) to measure the whiteboard's chunk`);
    return;
  }
  if (!chunks.length) {
    console.info(
      `no chunk of ${dist} holds Konva: the build predates the whiteboard; build mf-meeting again`,
    );
    return;
  }
  for (const chunk of chunks)
    console.info(`  ${chunk.file.padEnd(30)}${kb(chunk.gzipBytes).padStart(8)} KB gzip`);
  const total = gzipTotal(chunks);
  console.info(
    `whiteboard chunk(s) holding Konva: ${kb(total)} KB gzip ` +
      `(${total / 1024 <= targetKb ? 'meets' : 'MISSES'} the target: at most ${targetKb} KB)`,
  );
};
