import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_PAGE_PIXELS, shareMessages } from '@canstring/contracts';
import sharp from 'sharp';
import { ConversionFailure } from './conversion-failure';
import { renderedPageName } from './locations';
import { MAX_PICTURE_PIXELS, renderedPages, writePage } from './page-images';
import { runTool } from './run-tool';

export interface ConversionInput {
  /** The uploaded file (its name's extension tells LibreOffice the format). */
  filePath: string;
  mimeType: string;
  /** Where the pages go (created). */
  outDir: string;
  /** Scratch space of this job (created; the caller removes it). */
  workDir: string;
  /** This worker's LibreOffice profile. */
  officeProfileDir: string;
  /** Aborts when the job's time is up: the tool running is killed. */
  signal: AbortSignal;
}

const isPicture = (mimeType: string) => mimeType === 'image/png' || mimeType === 'image/jpeg';

/** Office or text → PDF with LibreOffice (headless, this worker's profile). */
const officeToPdf = async (input: ConversionInput): Promise<string> => {
  const { code, stderr } = await runTool(
    'soffice',
    [
      `-env:UserInstallation=file://${input.officeProfileDir}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      'pdf',
      '--outdir',
      input.workDir,
      input.filePath,
    ],
    input.signal,
  );
  // soffice exits 0 even when it could not load the file: the PDF must be there.
  const pdf = path.join(input.workDir, `${path.parse(input.filePath).name}.pdf`);
  if (code !== 0 || !existsSync(pdf)) {
    if (/password/i.test(stderr)) throw new ConversionFailure(shareMessages.passwordProtected);
    throw new ConversionFailure(shareMessages.cannotConvert);
  }
  return pdf;
};

/** The PDF's page count (pdfinfo); refuses a locked, broken or empty one. */
const pageCountOf = async (pdf: string, signal: AbortSignal): Promise<number> => {
  const { code, stdout, stderr } = await runTool('pdfinfo', [pdf], signal);
  if (/incorrect password|encrypted/i.test(stderr))
    throw new ConversionFailure(shareMessages.passwordProtected);
  // An empty PDF: poppler says so on stderr (or answers Pages: 0).
  if (/invalid page count 0|last page \(0\)/i.test(stderr))
    throw new ConversionFailure(shareMessages.noPages);
  if (code !== 0) throw new ConversionFailure(shareMessages.cannotConvert);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? Number.NaN);
  if (!Number.isFinite(pages)) throw new ConversionFailure(shareMessages.cannotConvert);
  if (pages === 0) throw new ConversionFailure(shareMessages.noPages);
  return pages;
};

/** Every page of the PDF as a JPEG (poppler; PNG output is many times slower), then WebP pages. */
const pdfToPages = async (pdf: string, input: ConversionInput): Promise<number> => {
  const pages = await pageCountOf(pdf, input.signal);
  const prefix = 'page';
  const { code } = await runTool(
    'pdftoppm',
    ['-jpeg', '-scale-to', String(DOCUMENT_PAGE_PIXELS), pdf, path.join(input.workDir, prefix)],
    input.signal,
  );
  const rendered = renderedPages(input.workDir, prefix);
  if (code !== 0 && rendered.length === 0) throw new ConversionFailure(shareMessages.cannotConvert);
  if (rendered.length === 0) throw new ConversionFailure(shareMessages.noPages);
  // The rendered pages are kept; their WebP pictures are made after the outcome is told (pagePicture).
  for (const [index, file] of rendered.entries())
    renameSync(file, path.join(input.outDir, renderedPageName(index + 1)));
  return Math.min(pages, rendered.length);
};

/** A picture is one page, unless it is too large to open. */
const pictureToPage = async (input: ConversionInput): Promise<number> => {
  let pixels: number;
  try {
    const { width, height } = await sharp(input.filePath, { limitInputPixels: false }).metadata();
    pixels = (width ?? 0) * (height ?? 0);
  } catch {
    throw new ConversionFailure(shareMessages.cannotConvert);
  }
  if (pixels === 0) throw new ConversionFailure(shareMessages.cannotConvert);
  if (pixels > MAX_PICTURE_PIXELS) throw new ConversionFailure(shareMessages.pictureTooLarge);
  try {
    await writePage(input.filePath, input.outDir, 1);
  } catch {
    throw new ConversionFailure(shareMessages.cannotConvert);
  }
  return 1;
};

/**
 * A document made into pages (engines recipe): Office and text files → PDF (LibreOffice) → page count
 * (pdfinfo) → JPEG pages (pdftoppm, 1600 px), kept in `outDir` as <page>.jpg; a PDF skips the first
 * step. Their WebP pictures and thumbnails (sharp) are made afterwards (writeMissingPictures) or when
 * first asked for (pagePicture). A picture is its one page, its WebP pictures made here. Answers the page count; throws ConversionFailure with the
 * message to show, or ToolTimedOut when the job's time ran out.
 */
export const convertDocument = async (input: ConversionInput): Promise<number> => {
  mkdirSync(input.outDir, { recursive: true });
  mkdirSync(input.workDir, { recursive: true });
  if (isPicture(input.mimeType)) return pictureToPage(input);
  const pdf = input.mimeType === 'application/pdf' ? input.filePath : await officeToPdf(input);
  return pdfToPages(pdf, input);
};
