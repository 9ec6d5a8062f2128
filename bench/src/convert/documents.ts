import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A document the bench converts: its name as uploaded and its bytes. */
export interface BenchDocument {
  label: string;
  fileName: string;
  bytes: Buffer;
}

const soffice = (dir: string, args: string[]) =>
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${path.join(dir, 'maker-profile')}`,
      '--headless',
      '--norestore',
      ...args,
      '--outdir',
      dir,
    ],
    { stdio: 'ignore', timeout: 300_000 },
  );

const pagesOf = (pdf: string): number =>
  Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [pdf]).toString())?.[1] ?? 0);

/** Text of numbered lines, a heading every `perPage` lines. */
const linesText = (lines: number, perPage: number, marker: string) =>
  Array.from({ length: lines }, (_, i) =>
    i % perPage === 0
      ? `Section ${i / perPage + 1} (${marker}): shared on the stage`
      : `Line ${i + 1} of the handout, converted page by page.`,
  ).join('\n');

/** A PDF of exactly `pages` pages made by LibreOffice from plain text (one try to learn the lines per page). */
const pdfOfPages = (dir: string, name: string, pages: number, marker: string): string => {
  const txt = path.join(dir, `${name}.txt`);
  const pdf = path.join(dir, `${name}.pdf`);
  let perPage = 48;
  for (let attempt = 0; attempt < 4; attempt++) {
    writeFileSync(txt, `${linesText(perPage * pages, perPage, marker)}\n`);
    soffice(dir, ['--convert-to', 'pdf', txt]);
    const made = pagesOf(pdf);
    if (made === pages) return pdf;
    perPage = Math.floor((perPage * pages) / made);
    // A last line spilling over: one line fewer per page.
    if (made === pages + 1) perPage = Math.floor((perPage * pages - 1) / pages);
  }
  throw new Error(`could not make a ${pages}-page PDF from text`);
};

/**
 * The bench's documents, made here by LibreOffice from text (nothing downloaded): a 5-slide .pptx
 * (a 5-page PDF imported into Impress), a 40-page PDF and a .docx of a few pages. `marker` is in
 * their text, so each run's files are new to the file server's cache.
 */
export const makeBenchDocuments = (dir: string, marker: string): BenchDocument[] => {
  mkdirSync(dir, { recursive: true });
  const deckPdf = pdfOfPages(dir, 'deck', 5, marker);
  const slidesDir = path.join(dir, 'slides');
  soffice(slidesDir, ['--infilter=impress_pdf_import', '--convert-to', 'pptx', deckPdf]);
  const handout = pdfOfPages(dir, 'handout', 40, marker);
  const report = path.join(dir, 'report.txt');
  writeFileSync(report, `${linesText(150, 50, marker)}\n`);
  soffice(dir, ['--convert-to', 'docx', report]);
  const pptx = path.join(dir, 'deck.pptx');
  renameSync(path.join(slidesDir, 'deck.pptx'), pptx);
  return [
    { label: '5-slide pptx', fileName: 'deck.pptx', bytes: readFileSync(pptx) },
    { label: '40-page pdf', fileName: 'handout.pdf', bytes: readFileSync(handout) },
    { label: 'docx', fileName: 'report.docx', bytes: readFileSync(path.join(dir, 'report.docx')) },
  ];
};
