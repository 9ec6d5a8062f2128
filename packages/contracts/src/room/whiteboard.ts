import { z } from 'zod';
import { uploadUniqueNameSchema } from '../media/upload';

/**
 * The whiteboard of the room's stage (spec 2 §2.9, §3 Whiteboard shape, §4; spec 3 §4): its tools'
 * sizes and colours, the shapes drawn on it, and the bounds the room service holds every shape to.
 */

/** Pen stroke sizes, with the labels the toolbar shows (spec 2 §2.9). */
export const WHITEBOARD_STROKE_SIZES = [
  { size: 5, label: '10 px' },
  { size: 10, label: '20 px' },
  { size: 20, label: '30 px' },
] as const;
export const WHITEBOARD_DEFAULT_STROKE_SIZE = 5;
/** The eraser's size, and its size once selected (spec 2 §2.9). */
export const WHITEBOARD_ERASER_SIZE = 20;
export const WHITEBOARD_ERASER_SELECTED_SIZE = 50;
export const WHITEBOARD_DEFAULT_COLOUR = '#000000';
/** The palette beside the default black. */
export const WHITEBOARD_PALETTE = [
  '#000000',
  '#e53e3e',
  '#dd6b20',
  '#d69e2e',
  '#38a169',
  '#3182ce',
  '#805ad5',
  '#ffffff',
] as const;
/** Text sizes of the text tool, in the sender's board pixels. */
export const WHITEBOARD_FONT_SIZES = [16, 24, 36] as const;

/** Pages count from '0' (spec 2 §2.9); a board has at most this many. */
export const WHITEBOARD_FIRST_PAGE = 0;
export const WHITEBOARD_MAX_PAGES = 50;
/** Shapes on one page, and points (x, y pairs) in one freehand stroke. */
export const WHITEBOARD_MAX_SHAPES_PER_PAGE = 5_000;
export const WHITEBOARD_MAX_POINTS = 2_000;
export const WHITEBOARD_MAX_TEXT_LENGTH = 500;
/**
 * The shapes of one page, as JSON text, are at most this large: a page is answered in one NATS message
 * (5,000 strokes of 30 points are about 3 MB; the platform's nats-server takes messages up to 8 MB).
 */
export const WHITEBOARD_MAX_PAGE_BYTES = 6 * 1024 * 1024;
/** A sender's board is between these sizes, in CSS pixels. */
export const WHITEBOARD_MIN_SIDE = 100;
export const WHITEBOARD_MAX_SIDE = 8_000;
/** The drawer holds the board until this long without drawing (spec 2 §4, §9). */
export const WHITEBOARD_IDLE_RELEASE_MS = 10_000;
/** A drawing stroke is sent to the room this often while the pen moves, so others see it live. */
export const WHITEBOARD_LIVE_SEND_MS = 50;

export const WHITEBOARD_SHAPE_CLASSES = [
  'LinePath',
  'Line',
  'Ellipse',
  'Rectangle',
  'Text',
  'Image',
] as const;
export type WhiteboardShapeClass = (typeof WHITEBOARD_SHAPE_CLASSES)[number];

/** Texts of the whiteboard: the spec's own and the refusals the room service gives in words. */
export const whiteboardMessages = {
  /** Shown to everyone else while someone draws (spec 2 §4). */
  inUse: (name: string) => `${name} is using the whiteboard`,
  inUseRefusal: 'Someone else is using the whiteboard; try again in a moment',
  notOpen: 'The whiteboard is not open',
  badShape: 'This drawing is not valid',
  unknownShapeClass: 'This kind of drawing is not known',
  tooManyPoints: `A stroke may have at most ${WHITEBOARD_MAX_POINTS} points`,
  outOfBoard: 'This drawing goes outside the board',
  noSuchPage: 'This page of the whiteboard does not exist',
  pageFull: `A page holds at most ${WHITEBOARD_MAX_SHAPES_PER_PAGE} drawings; clear it or go to the next page`,
  pageTooLarge: 'This page holds all the drawing it can; clear it or go to the next page',
  tooManyPages: `A whiteboard has at most ${WHITEBOARD_MAX_PAGES} pages`,
  notYourShape: 'You can only undo your own drawings',
  notYourShapeId: 'This drawing is someone else’s; draw a new one',
  noSuchShape: 'This drawing is not on the board',
  noSuchBoard: 'This whiteboard does not exist',
  hostsOnly: 'Only the meeting’s hosts can see its whiteboards',
  notAnImage: 'Please choose a picture (png, jpg, jpeg)',
} as const;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, whiteboardMessages.badShape);
const coordinate = z.number({ error: whiteboardMessages.badShape }).finite(whiteboardMessages.badShape);
const length = z
  .number({ error: whiteboardMessages.badShape })
  .finite()
  .nonnegative(whiteboardMessages.badShape);
const strokeWidth = z
  .number({ error: whiteboardMessages.badShape })
  .positive(whiteboardMessages.badShape)
  .max(WHITEBOARD_ERASER_SELECTED_SIZE, whiteboardMessages.badShape);

/** What every shape has: its id (the drawer's client makes it), and the board size it was drawn on. */
const shapeBase = {
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, whiteboardMessages.badShape),
  senderWbWidth: z.number().min(WHITEBOARD_MIN_SIDE).max(WHITEBOARD_MAX_SIDE),
  senderWbHeight: z.number().min(WHITEBOARD_MIN_SIDE).max(WHITEBOARD_MAX_SIDE),
};

/** Where a boxed shape (ellipse, rectangle, image) sits: its top-left corner and its size. */
const box = { x: coordinate, y: coordinate, width: length, height: length };

/**
 * One shape on a page (spec 2 §3 Whiteboard shape). Coordinates are in the sender's board pixels
 * (senderWbWidth × senderWbHeight); each viewer scales them to its own board, so a board drawn on a
 * laptop is right on a phone.
 */
export const whiteboardShapeSchema = z.discriminatedUnion(
  'className',
  [
    /** A freehand stroke: points as x, y pairs; an eraser stroke clears what it passes over. */
    z
      .object({
        ...shapeBase,
        className: z.literal('LinePath'),
        points: z
          .array(coordinate)
          .min(2)
          .max(WHITEBOARD_MAX_POINTS * 2, whiteboardMessages.tooManyPoints),
        colour,
        strokeWidth,
        eraser: z.boolean().default(false),
      })
      .strict(),
    z
      .object({
        ...shapeBase,
        className: z.literal('Line'),
        points: z.tuple([coordinate, coordinate, coordinate, coordinate]),
        colour,
        strokeWidth,
      })
      .strict(),
    /** Ellipse and rectangle: the box they fill. */
    z.object({ ...shapeBase, className: z.literal('Ellipse'), ...box, colour, strokeWidth }).strict(),
    z.object({ ...shapeBase, className: z.literal('Rectangle'), ...box, colour, strokeWidth }).strict(),
    z
      .object({
        ...shapeBase,
        className: z.literal('Text'),
        x: coordinate,
        y: coordinate,
        text: z.string().trim().min(1, whiteboardMessages.badShape).max(WHITEBOARD_MAX_TEXT_LENGTH),
        fontSize: z.number().min(8).max(200),
        colour,
      })
      .strict(),
    /** A picture uploaded to the file server (its upload name), placed in a box. */
    z
      .object({
        ...shapeBase,
        className: z.literal('Image'),
        ...box,
        image: uploadUniqueNameSchema,
      })
      .strict(),
  ],
  { error: whiteboardMessages.unknownShapeClass },
);
export type WhiteboardShape = z.infer<typeof whiteboardShapeSchema>;

/** The points (x, y pairs) a shape covers, to check it stays on its sender's board. */
export const whiteboardShapeCorners = (shape: WhiteboardShape): number[] => {
  switch (shape.className) {
    case 'LinePath':
    case 'Line':
      return shape.points;
    case 'Text':
      return [shape.x, shape.y];
    default:
      return [shape.x, shape.y, shape.x + shape.width, shape.y + shape.height];
  }
};

/** Whether every point of the shape lies on its sender's board. */
export const isOnBoard = (shape: WhiteboardShape): boolean => {
  const corners = whiteboardShapeCorners(shape);
  for (let i = 0; i + 1 < corners.length; i += 2) {
    const x = corners[i] as number;
    const y = corners[i + 1] as number;
    if (x < 0 || y < 0 || x > shape.senderWbWidth || y > shape.senderWbHeight) return false;
  }
  return true;
};

const page = z
  .number({ error: whiteboardMessages.noSuchPage })
  .int(whiteboardMessages.noSuchPage)
  .min(WHITEBOARD_FIRST_PAGE, whiteboardMessages.noSuchPage)
  .max(WHITEBOARD_MAX_PAGES - 1, whiteboardMessages.tooManyPages);

/** Payloads of the whiteboard's room signals (see signals.ts). */
export const whiteboardPayloads = {
  /** A shape drawn, or still being drawn (sent again, same id, as it grows): added or replaced. */
  whiteboardData: z
    .object({ page, shape: whiteboardShapeSchema })
    .strict()
    .refine(({ shape }) => isOnBoard(shape), { error: whiteboardMessages.outOfBoard }),
  /** Takes back one of the sender's own shapes (undo); redo sends the shape again. */
  whiteboardUndo: z.object({ page, shapeId: shapeBase.id }).strict(),
  /** Clears a page (the host). */
  whiteboardClear: z.object({ page }).strict(),
  /** Turns everyone's board to a page; a page past the last adds one. */
  whiteboardPage: z.object({ page }).strict(),
} as const;

/** Where the board stands: its page, how many pages it has, and who holds it (drawing) until when. */
export const whiteboardSnapshotSchema = z
  .object({
    boardId: z.string(),
    page: z.number().int().nonnegative(),
    pages: z.number().int().positive(),
    holderId: z.string().nullable(),
    holderName: z.string().nullable(),
    heldUntil: z.string().nullable(),
  })
  .strict();
export type WhiteboardSnapshot = z.infer<typeof whiteboardSnapshotSchema>;

/** One page's shapes, oldest first, as a late joiner reads them. */
export const whiteboardPageSchema = z.object({
  boardId: z.string(),
  page: z.number().int().nonnegative(),
  shapes: z.array(whiteboardShapeSchema),
});
export type WhiteboardPage = z.infer<typeof whiteboardPageSchema>;

/** A board kept after its meeting, listed beside the meeting's recordings. */
export const keptWhiteboardSchema = z.object({
  boardId: z.string(),
  meetingNumber: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  pages: z.number().int().positive(),
});
export type KeptWhiteboard = z.infer<typeof keptWhiteboardSchema>;
