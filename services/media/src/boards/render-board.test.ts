import type { WhiteboardShape } from '@canstring/contracts';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { BOARD_PAGE_HEIGHT, BOARD_PAGE_WIDTH, boardPageSvg } from './board-svg';
import { boardPdf, pagePng } from './render-board';

/** A kept board's page: shapes drawn on an 800×450 board, rendered at the kept page size (twice as large). */
const board = { senderWbWidth: 800, senderWbHeight: 450 };
const shapes: WhiteboardShape[] = [
  {
    ...board,
    id: 'pen',
    className: 'LinePath',
    points: [10, 10, 20, 30, 40, 40, 60, 20],
    colour: '#e53e3e',
    strokeWidth: 10,
    eraser: false,
  },
  {
    ...board,
    id: 'rub',
    className: 'LinePath',
    points: [15, 15, 25, 25],
    colour: '#000000',
    strokeWidth: 20,
    eraser: true,
  },
  { ...board, id: 'line', className: 'Line', points: [0, 0, 800, 450], colour: '#000000', strokeWidth: 5 },
  {
    ...board,
    id: 'oval',
    className: 'Ellipse',
    x: 100,
    y: 100,
    width: 200,
    height: 100,
    colour: '#3182ce',
    strokeWidth: 5,
  },
  {
    ...board,
    id: 'box',
    className: 'Rectangle',
    x: 400,
    y: 200,
    width: 300,
    height: 200,
    colour: '#38a169',
    strokeWidth: 5,
  },
  {
    ...board,
    id: 'words',
    className: 'Text',
    x: 50,
    y: 300,
    text: 'a < b & "c"\n</svg><script>',
    fontSize: 24,
    colour: '#000000',
  },
  { ...board, id: 'pic', className: 'Image', x: 500, y: 20, width: 100, height: 50, image: 'pic.png' },
  { ...board, id: 'gone', className: 'Image', x: 600, y: 20, width: 100, height: 50, image: 'gone.png' },
];
/** A red 1×1 PNG. */
const RED_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';
const pictures = new Map([['pic.png', `data:image/png;base64,${RED_PNG}`]]);

describe('a kept board page as SVG', () => {
  const svg = boardPageSvg(shapes, pictures);

  it('draws every shape scaled from its sender’s board to the page, on white paper', () => {
    expect(svg).toContain(`width="${BOARD_PAGE_WIDTH}" height="${BOARD_PAGE_HEIGHT}"`);
    expect(svg).toContain('<rect width="100%" height="100%" fill="#ffffff"/>');
    // The pen: a smooth path through the midpoints, round caps, its width scaled with the board.
    expect(svg).toContain(
      '<path d="M20 20 Q40 60 60 70 Q80 80 100 60 L120 40" fill="none" stroke="#e53e3e" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/>',
    );
    // The eraser paints the paper's colour.
    expect(svg).toContain('<path d="M30 30 L50 50" fill="none" stroke="#ffffff" stroke-width="40"');
    expect(svg).toContain(
      '<line x1="0" y1="0" x2="1600" y2="900" fill="none" stroke="#000000" stroke-width="10"',
    );
    expect(svg).toContain('<ellipse cx="400" cy="300" rx="200" ry="100" fill="none" stroke="#3182ce"');
    expect(svg).toContain('<rect x="800" y="400" width="600" height="400" fill="none" stroke="#38a169"');
    expect(svg).toContain(
      '<image x="1000" y="40" width="200" height="100" preserveAspectRatio="none" href="data:image/png;base64,',
    );
  });

  it('escapes text, keeps its lines, and leaves out a picture it does not have', () => {
    expect(svg).toContain('font-size="48"');
    expect(svg).toContain('>a &lt; b &amp; &quot;c&quot;</tspan>');
    expect(svg).toContain('>&lt;/svg&gt;&lt;script&gt;</tspan>');
    expect(svg).not.toContain('<script>');
    expect(svg.match(/<image /g)).toHaveLength(1);
  });
});

describe('a kept board rendered', () => {
  it('is a PNG of the page size with the drawing, its picture and the eraser’s strokes on it', async () => {
    const png = await pagePng(boardPageSvg(shapes, pictures));
    const { width, height, format } = await sharp(png).metadata();
    expect([format, width, height]).toEqual(['png', BOARD_PAGE_WIDTH, BOARD_PAGE_HEIGHT]);
    const pixel = async (x: number, y: number) => [
      ...(await sharp(png).extract({ left: x, top: y, width: 1, height: 1 }).removeAlpha().raw().toBuffer()),
    ];
    expect(await pixel(1100, 500)).toEqual([255, 255, 255]); // the paper
    expect(await pixel(800, 600)).toEqual([56, 161, 105]); // the rectangle's left side
    expect(await pixel(1100, 90)).toEqual([255, 0, 0]); // the picture, stretched to its box
    expect(await pixel(20, 20)).toEqual([255, 255, 255]); // the pen’s start, rubbed out
  });

  it('is one PDF with a page per board page', async () => {
    const page = await pagePng(boardPageSvg([], pictures));
    const pdf = await boardPdf([page, page, page]);
    const parsed = await PDFDocument.load(pdf);
    expect(parsed.getPageCount()).toBe(3);
    expect(parsed.getPage(0).getSize()).toEqual({ width: 960, height: 540 });
  });
});
