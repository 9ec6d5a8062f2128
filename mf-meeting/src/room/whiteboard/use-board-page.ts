import type { DefaultContext } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { RoomSession } from '@canstring/client/room';
import {
  roomMessages,
  type WhiteboardShape,
  type WhiteboardSnapshot,
  whiteboardPageSchema,
} from '@canstring/contracts';
import { useCallback, useEffect, useReducer, useState } from 'react';
import { ROOM_BOARD_PAGE } from '../../graphql/documents';
import { useRoomRelay } from '../use-room-relay';
import type { HeardStroke } from './board-holder';
import { noPage, type PageChange, type PageShapes, pageShapesReducer } from './page-shapes';

/** A page's shapes as JSON text reads them. */
const pageShapes = whiteboardPageSchema.shape.shapes;

const readShapes = (text: string): WhiteboardShape[] => {
  try {
    const read = pageShapes.safeParse(JSON.parse(text));
    return read.success ? read.data : [];
  } catch {
    return [];
  }
};

/**
 * The shapes of the board's page: read from the room (on opening, on a page turn, and again when the
 * room's feed is back after a loss), with the strokes, undos and clears others send heard on top of it
 * (those heard while the read is on its way wait for its answer). `change` applies this tab's own
 * drawing at once; its own relays are not applied again. `heard` is the last stroke of someone else.
 */
export const useBoardPage = ({
  session,
  participantId,
  board,
  disconnected,
  context,
  onCleared,
}: {
  session: RoomSession | null;
  participantId: string | null;
  board: WhiteboardSnapshot | null;
  disconnected: boolean;
  context: DefaultContext | undefined;
  onCleared: () => void;
}): {
  page: PageShapes;
  change: (change: PageChange) => void;
  heard: HeardStroke | null;
  problem: string | null;
} => {
  const client = useApolloClient();
  const [page, dispatch] = useReducer(pageShapesReducer, noPage);
  const [heard, setHeard] = useState<HeardStroke | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const boardId = board?.boardId ?? null;
  const pageNumber = board?.page ?? 0;

  useEffect(() => {
    if (!boardId || !participantId || disconnected) return;
    let current = true;
    dispatch({ type: 'open', boardId, page: pageNumber });
    setProblem(null);
    client
      .query({
        query: ROOM_BOARD_PAGE,
        variables: { participantId, page: pageNumber },
        fetchPolicy: 'no-cache',
        context,
      })
      .then(
        (result) => {
          const answer = result.data?.roomBoardPage;
          if (current && answer)
            dispatch({ type: 'loaded', boardId, page: pageNumber, shapes: readShapes(answer.shapes) });
        },
        (error: unknown) => {
          if (current) setProblem(error instanceof Error ? error.message : roomMessages.somethingWentWrong);
        },
      );
    return () => {
      current = false;
    };
  }, [client, context, boardId, pageNumber, participantId, disconnected]);

  useRoomRelay(session, 'whiteboardData', ({ page: at, shape }, from) => {
    if (from.mine) return;
    setHeard({ participantId: from.participantId, at: Date.now() });
    dispatch({ type: 'change', page: at, change: { kind: 'put', shape } });
  });
  useRoomRelay(session, 'whiteboardUndo', ({ page: at, shapeId }, from) => {
    if (!from.mine) dispatch({ type: 'change', page: at, change: { kind: 'remove', shapeId } });
  });
  useRoomRelay(session, 'whiteboardClear', ({ page: at }) => {
    dispatch({ type: 'change', page: at, change: { kind: 'clear' } });
    if (at === pageNumber) onCleared();
  });

  const change = useCallback(
    (pageChange: PageChange) => dispatch({ type: 'change', page: pageNumber, change: pageChange }),
    [pageNumber],
  );
  return { page, change, heard, problem };
};
