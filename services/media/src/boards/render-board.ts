import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/** A PDF page in points: a 16:9 slide, the page's PNG drawn on it at a print-worthy resolution. */
const PDF_PAGE_WIDTH = 960;
const PDF_PAGE_HEIGHT = 540;

/** A page's SVG as a PNG of the kept page size. */
export const pagePng = (svg: string): Promise<Buffer> => sharp(Buffer.from(svg)).png().toBuffer();

/** One PDF, a page per PNG (each filling a page), in order. */
export const boardPdf = async (pages: readonly Uint8Array[]): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  for (const png of pages) {
    const image = await pdf.embedPng(png);
    const page = pdf.addPage([PDF_PAGE_WIDTH, PDF_PAGE_HEIGHT]);
    page.drawImage(image, { x: 0, y: 0, width: PDF_PAGE_WIDTH, height: PDF_PAGE_HEIGHT });
  }
  return pdf.save();
};
