import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  disqualificationLabels,
  type ExamFlag,
  type ExamReport,
  examFlagLabels,
  proctoringTexts,
} from '@canstring/contracts';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { durationText } from './build-report';

/** A still as the PDF can hold it (PDF takes JPEG, not WebP), small; null when its file is gone. */
type StillLoader = (relativePath: string) => Promise<Buffer | null>;

const STILL_WIDTH = 160;
const STILL_HEIGHT = 120;

/** The report's font file, or null when it is not there (the PDF's built-in font then). */
export const reportFont = async (file: string): Promise<Buffer | null> => readFile(file).catch(() => null);

/** Reads a still under DATA_DIR and makes it a small JPEG for the page. */
export const stillLoaderIn =
  (dataDir: string): StillLoader =>
  async (relativePath) => {
    try {
      const file = await readFile(path.join(dataDir, relativePath));
      return await sharp(file)
        .resize(STILL_WIDTH * 2, STILL_HEIGHT * 2, { fit: 'inside' })
        .jpeg({ quality: 70 })
        .toBuffer();
    } catch {
      return null;
    }
  };

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : '—');

/**
 * The report as PDF: the exam, then each candidate (start, end, time taken, disqualification) with
 * their flags, each flag with its camera and screen stills side by side.
 */
export const reportPdf = async (
  report: ExamReport,
  stillFiles: Map<string, string>,
  loadStill: StillLoader,
  font: Buffer | null,
): Promise<Buffer> => {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${report.exam.title} — report` } });
  if (font) doc.font(font);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { exam } = report;
  const c = proctoringTexts.reportColumns;
  doc.fontSize(18).text(`${exam.title} — ${proctoringTexts.report}`);
  doc
    .fontSize(10)
    .text(`${exam.groupName} · ${exam.examinerName}`)
    .text(`Started ${when(exam.startedAt)} · stopped ${when(exam.stoppedAt)}`)
    .moveDown();
  if (report.candidates.length === 0) doc.text(proctoringTexts.noCandidates);
  for (const candidate of report.candidates) {
    if (doc.y > doc.page.height - 160) doc.addPage();
    doc.fontSize(13).text(candidate.userName, { underline: true });
    doc
      .fontSize(10)
      .text(`${c.start}: ${when(candidate.startedAt)}    ${c.end}: ${when(candidate.endedAt)}`)
      .text(`${c.timeTaken}: ${candidate.startedAt ? durationText(candidate.elapsedSeconds) : '—'}`)
      .text(
        `${c.disqualified}: ${candidate.disqualified ? disqualificationLabels[candidate.disqualified] : 'No'}    ${c.flags}: ${candidate.flags.length}`,
      );
    for (const flag of candidate.flags) await drawFlag(doc, flag, stillFiles, loadStill);
    doc.moveDown();
  }
  doc.end();
  return done;
};

const drawFlag = async (
  doc: PDFKit.PDFDocument,
  flag: ExamFlag,
  stillFiles: Map<string, string>,
  loadStill: StillLoader,
) => {
  const pictures = await Promise.all(
    flag.stills.map(async (s) => {
      const file = stillFiles.get(`${flag.flagId}/${s.kind}`);
      return file ? loadStill(file) : null;
    }),
  );
  const shown = pictures.filter((p): p is Buffer => p !== null);
  if (doc.y > doc.page.height - (shown.length ? 200 : 60)) doc.addPage();
  doc
    .moveDown(0.3)
    .fontSize(10)
    .text(`${when(flag.at)} — ${examFlagLabels[flag.kind]}${flag.detail ? ` (${flag.detail})` : ''}`);
  if (!shown.length) return;
  const top = doc.y + 4;
  shown.forEach((picture, i) => {
    doc.image(picture, doc.page.margins.left + i * (STILL_WIDTH + 12), top, {
      fit: [STILL_WIDTH, STILL_HEIGHT],
    });
  });
  doc.y = top + STILL_HEIGHT + 6;
  doc.x = doc.page.margins.left;
};
