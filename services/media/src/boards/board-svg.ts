import type { WhiteboardShape } from '@canstring/contracts';

/** The size every kept page is rendered at; shapes are scaled to it from their sender's board. */
export const BOARD_PAGE_WIDTH = 1600;
export const BOARD_PAGE_HEIGHT = 900;
/** The board's paper, and the colour an eraser stroke paints. */
export const BOARD_BACKGROUND = '#ffffff';
const FONT_FAMILY = 'DejaVu Sans, Arial, sans-serif';
/** Where a text line's baseline sits below its top, as a share of the font size. */
const BASELINE = 0.8;
const LINE_HEIGHT = 1.2;

/** A picture's bytes as a data URI, by its upload name; a picture not given is left out. */
export type BoardPictures = ReadonlyMap<string, string>;

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );

const n = (value: number): string => String(Math.round(value * 100) / 100);

interface Scale {
  x: number;
  y: number;
  /** For stroke widths and text sizes: the mean of both. */
  size: number;
}

const scaleOf = (shape: WhiteboardShape): Scale => {
  const x = BOARD_PAGE_WIDTH / shape.senderWbWidth;
  const y = BOARD_PAGE_HEIGHT / shape.senderWbHeight;
  return { x, y, size: Math.sqrt(x * y) };
};

/** A smooth path through the points: quadratic curves through the midpoints, as a pen draws it. */
const smoothPath = (points: readonly number[], s: Scale): string => {
  const xy: [number, number][] = [];
  for (let i = 0; i + 1 < points.length; i += 2)
    xy.push([(points[i] as number) * s.x, (points[i + 1] as number) * s.y]);
  const [first, ...rest] = xy as [[number, number], ...[number, number][]];
  const parts = [`M${n(first[0])} ${n(first[1])}`];
  for (let i = 0; i < rest.length - 1; i++) {
    const [cx, cy] = rest[i] as [number, number];
    const [nx, ny] = rest[i + 1] as [number, number];
    parts.push(`Q${n(cx)} ${n(cy)} ${n((cx + nx) / 2)} ${n((cy + ny) / 2)}`);
  }
  const last = rest[rest.length - 1];
  if (last) parts.push(`L${n(last[0])} ${n(last[1])}`);
  return parts.join(' ');
};

const stroke = (colour: string, width: number, s: Scale): string =>
  `fill="none" stroke="${colour}" stroke-width="${n(width * s.size)}" stroke-linecap="round" stroke-linejoin="round"`;

const shapeSvg = (shape: WhiteboardShape, pictures: BoardPictures): string => {
  const s = scaleOf(shape);
  switch (shape.className) {
    case 'LinePath': {
      const colour = shape.eraser ? BOARD_BACKGROUND : shape.colour;
      return `<path d="${smoothPath(shape.points, s)}" ${stroke(colour, shape.strokeWidth, s)}/>`;
    }
    case 'Line': {
      const [x1, y1, x2, y2] = shape.points;
      return `<line x1="${n(x1 * s.x)}" y1="${n(y1 * s.y)}" x2="${n(x2 * s.x)}" y2="${n(y2 * s.y)}" ${stroke(shape.colour, shape.strokeWidth, s)}/>`;
    }
    case 'Ellipse': {
      const rx = (shape.width / 2) * s.x;
      const ry = (shape.height / 2) * s.y;
      return `<ellipse cx="${n(shape.x * s.x + rx)}" cy="${n(shape.y * s.y + ry)}" rx="${n(rx)}" ry="${n(ry)}" ${stroke(shape.colour, shape.strokeWidth, s)}/>`;
    }
    case 'Rectangle':
      return `<rect x="${n(shape.x * s.x)}" y="${n(shape.y * s.y)}" width="${n(shape.width * s.x)}" height="${n(shape.height * s.y)}" ${stroke(shape.colour, shape.strokeWidth, s)}/>`;
    case 'Text': {
      const size = shape.fontSize * s.size;
      const x = n(shape.x * s.x);
      const lines = shape.text
        .split('\n')
        .map(
          (line, i) =>
            `<tspan x="${x}" dy="${n(i === 0 ? 0 : size * LINE_HEIGHT)}">${escapeXml(line)}</tspan>`,
        )
        .join('');
      return `<text x="${x}" y="${n(shape.y * s.y + size * BASELINE)}" font-family="${FONT_FAMILY}" font-size="${n(size)}" fill="${shape.colour}" xml:space="preserve">${lines}</text>`;
    }
    case 'Image': {
      const href = pictures.get(shape.image);
      if (!href) return '';
      return `<image x="${n(shape.x * s.x)}" y="${n(shape.y * s.y)}" width="${n(shape.width * s.x)}" height="${n(shape.height * s.y)}" preserveAspectRatio="none" href="${escapeXml(href)}"/>`;
    }
  }
};

/** A whiteboard page as SVG: white paper and its shapes, oldest first, at the kept page size. */
export const boardPageSvg = (shapes: readonly WhiteboardShape[], pictures: BoardPictures): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BOARD_PAGE_WIDTH}" height="${BOARD_PAGE_HEIGHT}" viewBox="0 0 ${BOARD_PAGE_WIDTH} ${BOARD_PAGE_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="${BOARD_BACKGROUND}"/>`,
    ...shapes.map((shape) => shapeSvg(shape, pictures)),
    '</svg>',
  ].join('\n');
