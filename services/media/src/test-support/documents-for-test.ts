import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

/**
 * Runs a tool without blocking the test's event loop: while it works, the test's HTTP client still
 * drops its idle connections in time (a blocked loop left one the server had closed, and the next
 * upload failed with EPIPE).
 */
const run = (command: string, args: string[], timeout: number): Promise<void> =>
  new Promise((resolve, reject) => {
    execFile(command, args, { timeout }, (error) => (error ? reject(error) : resolve()));
  });

/**
 * Real documents made on the fly for the conversion tests and the convert bench: PDFs with pdf-lib,
 * Office files and a password-protected PDF with LibreOffice itself, videos with ffmpeg.
 */

/** A PDF of `pages` pages, each saying its number; `pages` 0 makes one with no page at all. */
export const pdfOfPages = async (pages: number): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = doc.addPage([720, 405]);
    page.drawText(`Page ${i}`, { x: 60, y: 300, size: 48, font });
    page.drawText('Shared on the stage, converted by the file server.', { x: 60, y: 200, size: 20, font });
  }
  return Buffer.from(await doc.save({ addDefaultPage: false }));
};

const soffice = (dir: string, args: string[]) =>
  run(
    'soffice',
    [
      `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
      '--headless',
      '--norestore',
      ...args,
      '--outdir',
      dir,
    ],
    120_000,
  );

/** A .pptx of `slides` slides, made by LibreOffice from a PDF of as many pages. */
export const pptxOfSlides = async (dir: string, slides: number): Promise<Buffer> => {
  mkdirSync(dir, { recursive: true });
  const pdf = path.join(dir, `deck-${slides}.pdf`);
  writeFileSync(pdf, await pdfOfPages(slides));
  await soffice(dir, ['--infilter=impress_pdf_import', '--convert-to', 'pptx', pdf]);
  return readFileSync(path.join(dir, `deck-${slides}.pptx`));
};

/** A .docx of the given text (LibreOffice from a .txt). */
export const docxOfText = async (dir: string, name: string, text: string): Promise<Buffer> => {
  mkdirSync(dir, { recursive: true });
  const txt = path.join(dir, `${name}.txt`);
  writeFileSync(txt, text);
  await soffice(dir, ['--convert-to', 'docx', txt]);
  return readFileSync(path.join(dir, `${name}.docx`));
};

/** A PDF that opens only with a password (LibreOffice's export). */
export const lockedPdf = async (dir: string): Promise<Buffer> => {
  mkdirSync(dir, { recursive: true });
  const txt = path.join(dir, 'locked.txt');
  writeFileSync(txt, 'Secret minutes\n');
  const options =
    '{"EncryptFile":{"type":"boolean","value":"true"},"DocumentOpenPassword":{"type":"string","value":"secret"}}';
  await soffice(dir, ['--convert-to', `pdf:writer_pdf_Export:${options}`, txt]);
  return readFileSync(path.join(dir, 'locked.pdf'));
};

/** A PNG of width × height pixels (one colour, so small on disk however many pixels). */
export const pngOfSize = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#3366aa' }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A short video made by ffmpeg: `codec` libx264 (mp4, playable), libvpx (webm) or mpeg4 (mp4, not playable). */
export const videoOf = async (
  dir: string,
  codec: 'libx264' | 'libvpx' | 'mpeg4',
  seconds = 2,
): Promise<Buffer> => {
  mkdirSync(dir, { recursive: true });
  const out = path.join(dir, `clip-${codec}.${codec === 'libvpx' ? 'webm' : 'mp4'}`);
  await run(
    'ffmpeg',
    [
      '-y',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `testsrc=duration=${seconds}:size=320x240:rate=15`,
      '-c:v',
      codec,
      '-pix_fmt',
      'yuv420p',
      out,
    ],
    60_000,
  );
  return readFileSync(out);
};
