import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Files to share on the stage, made here as a person would make them (LibreOffice and ffmpeg,
 * nothing downloaded): a .pptx of `slides` slides (5), a 4-page .pdf and a 30 s H.264 .mp4 (ffmpeg's
 * test picture).
 */
export const makeShareFiles = ({ slides: deckSlides = 5 }: { slides?: number } = {}) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'share-content-'));
  const slides = (count: number, title: string) =>
    Array.from(
      { length: count },
      (_, i) =>
        `<draw:page draw:name="s${i + 1}" draw:master-page-name="Default"><draw:frame svg:x="2cm" svg:y="3cm" svg:width="20cm" svg:height="4cm"><draw:text-box><text:p>${title} ${i + 1}</text:p></draw:text-box></draw:frame></draw:page>`,
    ).join('');
  const presentation = (name: string, count: number, title: string) => {
    const file = path.join(dir, `${name}.fodp`);
    writeFileSync(
      file,
      `<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.presentation">
<office:master-styles><style:master-page style:name="Default"/></office:master-styles>
<office:body><office:presentation>${slides(count, title)}</office:presentation></office:body></office:document>`,
    );
    return file;
  };
  const soffice = (format: string, file: string) =>
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        format,
        '--outdir',
        dir,
        file,
      ],
      { stdio: 'ignore', timeout: 120_000 },
    );
  soffice('pptx', presentation('lesson', deckSlides, 'Slide'));
  soffice('pdf', presentation('handout', 4, 'Handout page'));
  const video = path.join(dir, 'clip.mp4');
  execFileSync(
    'ffmpeg',
    [
      '-y',
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=30:size=320x240:rate=15',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      video,
    ],
    { stdio: 'ignore', timeout: 120_000 },
  );
  const files = {
    pptx: { name: 'lesson.pptx', buffer: readFileSync(path.join(dir, 'lesson.pptx')) },
    pdf: { name: 'handout.pdf', buffer: readFileSync(path.join(dir, 'handout.pdf')) },
    mp4: { name: 'clip.mp4', buffer: readFileSync(video) },
  };
  rmSync(dir, { recursive: true, force: true });
  return files;
};
