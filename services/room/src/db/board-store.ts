import { randomUUID } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  type KeptWhiteboard,
  WHITEBOARD_MAX_PAGE_BYTES,
  WHITEBOARD_MAX_SHAPES_PER_PAGE,
  type WhiteboardShape,
  whiteboardMessages,
} from '@canstring/contracts';
import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { RoomDatabase, RoomTx } from './room-store';
import { type BoardRow, boardShapes, boards } from './schema';

/**
 * The whiteboards' store: boards and the shapes of their pages, in PostgreSQL only, written in the
 * transaction of the room change that draws them (an instance may stop mid-drawing; the board stays).
 */

type Reader = RoomTx | RoomDatabase;

const conflict = (message: string) => new AppError(ErrorCode.Conflict, message);

/** The room's open board (this session's), made when there is none. */
export const openBoard = async (tx: RoomTx, room: string, now: Date): Promise<BoardRow> => {
  const [open] = await tx
    .select()
    .from(boards)
    .where(and(eq(boards.room, room), isNull(boards.closedAt)));
  if (open) return open;
  const [made] = await tx.insert(boards).values({ boardId: randomUUID(), room, openedAt: now }).returning();
  if (!made) throw new Error('board not stored');
  return made;
};

/** Closes the room's open board (the session ended); it is kept for the meeting's hosts. */
export const closeBoards = async (tx: RoomTx, room: string, now: Date): Promise<void> => {
  await tx
    .update(boards)
    .set({ closedAt: now })
    .where(and(eq(boards.room, room), isNull(boards.closedAt)));
};

export const boardById = async (db: Reader, boardId: string): Promise<BoardRow | undefined> => {
  const [row] = await db.select().from(boards).where(eq(boards.boardId, boardId));
  return row;
};

/** Adds a page at the end; answers the board's page count. */
export const addPage = async (tx: RoomTx, boardId: string): Promise<number> => {
  const [row] = await tx
    .update(boards)
    .set({ pages: sql`${boards.pages} + 1` })
    .where(eq(boards.boardId, boardId))
    .returning({ pages: boards.pages });
  if (!row) throw new Error('board not found');
  return row.pages;
};

const onPage = (boardId: string, page: number) =>
  and(eq(boardShapes.boardId, boardId), eq(boardShapes.page, page));

/**
 * Adds a shape to a page, or replaces the owner's shape of the same id in place (a stroke growing).
 * Refused: another's shape id, a page already full (shapes, or bytes: a page is answered in one message).
 */
export const putShape = async (
  tx: RoomTx,
  put: { boardId: string; page: number; owner: string; shape: WhiteboardShape },
): Promise<void> => {
  const { boardId, page, owner, shape } = put;
  const same = and(onPage(boardId, page), eq(boardShapes.shapeId, shape.id));
  const [existing] = await tx.select({ owner: boardShapes.owner }).from(boardShapes).where(same);
  if (existing && existing.owner !== owner) throw conflict(whiteboardMessages.notYourShapeId);
  const [others] = await tx
    .select({ shapes: count(), bytes: sql<string>`coalesce(sum(${boardShapes.size}), 0)` })
    .from(boardShapes)
    .where(and(onPage(boardId, page), ne(boardShapes.shapeId, shape.id)));
  if (!existing && (others?.shapes ?? 0) >= WHITEBOARD_MAX_SHAPES_PER_PAGE)
    throw conflict(whiteboardMessages.pageFull);
  const size = Buffer.byteLength(JSON.stringify(shape));
  if (Number(others?.bytes ?? 0) + size > WHITEBOARD_MAX_PAGE_BYTES)
    throw conflict(whiteboardMessages.pageTooLarge);
  if (existing) await tx.update(boardShapes).set({ shape, size }).where(same);
  else await tx.insert(boardShapes).values({ boardId, page, shapeId: shape.id, owner, shape, size });
};

/** Takes back one of the owner's shapes (undo); refused for another's or a missing one. */
export const removeOwnShape = async (
  tx: RoomTx,
  take: { boardId: string; page: number; owner: string; shapeId: string },
): Promise<void> => {
  const where = and(onPage(take.boardId, take.page), eq(boardShapes.shapeId, take.shapeId));
  const [existing] = await tx.select({ owner: boardShapes.owner }).from(boardShapes).where(where);
  if (!existing) throw new AppError(ErrorCode.NotFound, whiteboardMessages.noSuchShape);
  if (existing.owner !== take.owner) throw new AppError(ErrorCode.Forbidden, whiteboardMessages.notYourShape);
  await tx.delete(boardShapes).where(where);
};

export const clearPage = async (tx: RoomTx, boardId: string, page: number): Promise<void> => {
  await tx.delete(boardShapes).where(onPage(boardId, page));
};

/** A page's shapes, oldest first. */
export const pageShapes = async (db: Reader, boardId: string, page: number): Promise<WhiteboardShape[]> => {
  const rows = await db
    .select({ shape: boardShapes.shape })
    .from(boardShapes)
    .where(onPage(boardId, page))
    .orderBy(asc(boardShapes.seq));
  return rows.map((row) => row.shape as WhiteboardShape);
};

/** The boards of a room's sessions, newest first. */
export const boardsOfRooms = async (db: Reader, rooms: readonly string[]): Promise<KeptWhiteboard[]> => {
  const rows = await db
    .select()
    .from(boards)
    .where(inArray(boards.room, [...rooms]))
    .orderBy(desc(boards.openedAt));
  return rows.map((row) => ({
    boardId: row.boardId,
    meetingNumber: row.room,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    pages: row.pages,
  }));
};
