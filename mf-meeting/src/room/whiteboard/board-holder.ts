import { WHITEBOARD_IDLE_RELEASE_MS, type WhiteboardSnapshot } from '@canstring/contracts';

/** The last stroke heard from someone else, by this tab's clock. */
export interface HeardStroke {
  participantId: string;
  at: number;
}

/**
 * Whether someone else holds the board now (spec 2 §4): their name, and until when (this tab's clock)
 * the notice shows and drawing waits. The server holds the board until its `heldUntil`; here it is let
 * go WHITEBOARD_IDLE_RELEASE_MS after the holder's last stroke heard (the server judges a draw anyway).
 */
export const otherHolder = (
  board: WhiteboardSnapshot | null,
  meId: string | null,
  heard: HeardStroke | null,
  now: number,
): { name: string; until: number } | null => {
  if (!board?.holderId || board.holderId === meId || !board.heldUntil) return null;
  const held = Date.parse(board.heldUntil);
  if (!(held > now)) return null;
  const until = heard?.participantId === board.holderId ? heard.at + WHITEBOARD_IDLE_RELEASE_MS : held;
  return until > now ? { name: board.holderName ?? '', until } : null;
};
