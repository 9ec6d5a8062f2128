import type { RoomSession } from '@canstring/client/room';
import {
  roomMessages,
  roomScreenTexts,
  type WhiteboardShape,
  type WhiteboardSnapshot,
  whiteboardMessages,
} from '@canstring/contracts';
import { Alert, Box, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { type PointerEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import BoardCanvas from './board-canvas';
import { otherHolder } from './board-holder';
import { boardImage, boardPass, pictureSize, uploadBoardImage } from './board-images';
import { type BoardSize, boardSizeFor, inShapeFrame, shapeFrame, toViewer } from './board-scale';
import { BoardToolbar } from './board-toolbar';
import {
  defaultPen,
  growShape,
  imageShape,
  isDragTool,
  newShapeId,
  type Pen,
  type Point,
  startShape,
  textShape,
} from './drawing-tools';
import { drawn, forget, noHistory, type OwnHistory, redo, undo } from './own-history';
import { createStrokeSender, type StrokeSender } from './stroke-sender';
import { useBoardPage } from './use-board-page';

const texts = roomScreenTexts.whiteboard;

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : roomMessages.somethingWentWrong;

export interface WhiteboardProps {
  session: RoomSession | null;
  participantId: string | null;
  /** Where the board stands (the room's `whiteboard` feature). */
  board: WhiteboardSnapshot;
  /** The room's feed is away: the page is read again when it is back. */
  disconnected: boolean;
  /** Host power or the whiteboard grant: may draw. */
  canDraw: boolean;
  /** Host power: may clear the page. */
  canClear: boolean;
  /** A guest's pass for this meeting (the page's read, the pictures). */
  guestToken?: string;
}

/**
 * The board's width follows its place; its height keeps the board's aspect, within the height the
 * stage leaves it (most of the window's while that is not known).
 */
const useBoardSize = (place: React.RefObject<HTMLDivElement | null>): BoardSize => {
  const [size, setSize] = useState<BoardSize>(() => boardSizeFor(0));
  useLayoutEffect(() => {
    const element = place.current;
    if (!element) return;
    const measure = () =>
      setSize(boardSizeFor(element.clientWidth, element.clientHeight || window.innerHeight * 0.7));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [place]);
  return size;
};

interface Drag {
  start: Point;
  shape: WhiteboardShape;
  sender: StrokeSender;
}

/**
 * The room's whiteboard (spec 2 §2.9, §4): everyone sees the page live, at their own board's size;
 * those with the right draw on it, one at a time. A shape is drawn here at once and sent to the room
 * while it grows; a refused one is taken off again with the room's words.
 */
const Whiteboard = ({
  session,
  participantId,
  board,
  disconnected,
  canDraw,
  canClear,
  guestToken,
}: WhiteboardProps) => {
  const place = useRef<HTMLDivElement>(null);
  const size = useBoardSize(place);
  const [pen, setPen] = useState<Pen>(defaultPen);
  const [history, setHistory] = useState<OwnHistory>(noHistory);
  const [notice, setNotice] = useState<string | null>(null);
  const [textAt, setTextAt] = useState<Point | null>(null);
  const [text, setText] = useState('');
  const drag = useRef<Drag | null>(null);
  const context = useMemo(
    () => (guestToken ? { headers: { authorization: `Bearer ${guestToken}` } } : undefined),
    [guestToken],
  );
  const forgetAll = useCallback(() => setHistory(noHistory), []);
  const { page, change, heard, problem } = useBoardPage({
    session,
    participantId,
    board,
    disconnected,
    context,
    onCleared: forgetAll,
  });
  // A page of one's own undo and redo: another page, another history.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page and board are the cause
  useEffect(() => setHistory(noHistory), [board.boardId, board.page]);

  // Someone else drawing: said, and drawing waits until their hold ends (redrawn then).
  const [, setTick] = useState(0);
  const holder = otherHolder(board, participantId, heard, Date.now());
  useEffect(() => {
    if (!holder) return;
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, holder.until - Date.now()));
    return () => clearTimeout(timer);
  }, [holder?.until, holder]);
  const mayDraw = canDraw && !holder && page.loaded && Boolean(session);

  /**
   * A sender of one shape to the room. A refusal says so in the room's words and leaves the page as
   * the room keeps it: the shape taken off when none of it got there, else as far as the room took it
   * (what everyone else sees), still one's own to undo.
   */
  const senderOf = (onRefused?: () => void): StrokeSender =>
    createStrokeSender({
      send: async (s) => {
        await session?.sendSignal('whiteboardData', { page: board.page, shape: s });
      },
      onRefused: (refused, error, accepted) => {
        if (accepted) {
          change({ kind: 'put', shape: accepted });
          setHistory((h) => drawn(h, accepted));
        } else {
          change({ kind: 'remove', shapeId: refused.id });
          setHistory((h) => forget(h, refused.id));
        }
        setNotice(messageOf(error));
        onRefused?.();
      },
    });

  const placeShape = (shape: WhiteboardShape) => {
    setNotice(null);
    change({ kind: 'put', shape });
    setHistory((h) => drawn(h, shape));
    senderOf().finish(shape);
  };

  const pointOf = (event: PointerEvent<HTMLDivElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!mayDraw || drag.current) return;
    const at = pointOf(event);
    if (pen.tool === 'text') {
      setTextAt(at);
      return;
    }
    if (!isDragTool(pen.tool)) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setNotice(null);
    const shape = startShape(pen.tool, pen, newShapeId(), at, size);
    const sender = senderOf(() => {
      drag.current = null;
    });
    drag.current = { start: at, shape, sender };
    change({ kind: 'put', shape });
    sender.grow(shape);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    // In the frame the shape began in, should the board have been resized since.
    const at = inShapeFrame(pointOf(event), size, current.shape);
    const shape = growShape(current.shape, current.start, at, shapeFrame(current.shape));
    if (shape === current.shape) return;
    current.shape = shape;
    change({ kind: 'put', shape });
    current.sender.grow(shape);
  };

  const onPointerUp = () => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    current.sender.finish(current.shape);
    setHistory((h) => drawn(h, current.shape));
  };

  const onUndo = () => {
    const step = undo(history);
    if (!step.shape) return;
    const shape = step.shape;
    setHistory(step.history);
    change({ kind: 'remove', shapeId: shape.id });
    session?.sendSignal('whiteboardUndo', { page: board.page, shapeId: shape.id }).catch((error: unknown) => {
      change({ kind: 'put', shape });
      setHistory((h) => forget(h, shape.id));
      setNotice(messageOf(error));
    });
  };

  const onRedo = () => {
    const step = redo(history);
    if (!step.shape) return;
    setHistory(step.history);
    change({ kind: 'put', shape: step.shape });
    senderOf().finish(step.shape);
  };

  const tell = (sending: Promise<void> | undefined) =>
    sending?.catch((error: unknown) => setNotice(messageOf(error)));

  const onPicture = async (file: File) => {
    if (!participantId) return;
    try {
      const natural = await pictureSize(file).catch(() => {
        throw new Error(whiteboardMessages.notAnImage);
      });
      const image = await uploadBoardImage(file, participantId, boardPass(guestToken));
      placeShape(imageShape(newShapeId(), image, natural, size));
    } catch (error) {
      setNotice(messageOf(error));
    }
  };

  const placeText = () => {
    if (textAt && text.trim()) placeShape(textShape(newShapeId(), text.trim(), textAt, pen, size));
    setTextAt(null);
    setText('');
  };

  const pass = boardPass(guestToken);
  const imageOf = useCallback(
    (image: string) => boardImage(image, participantId ?? '', pass),
    [participantId, pass],
  );
  const shapes = useMemo(() => page.shapes.map((s) => toViewer(s, size)), [page.shapes, size]);

  return (
    <Stack
      gap="2"
      height="100%"
      data-testid="whiteboard"
      aria-label={texts.label}
      data-board-id={board.boardId}
    >
      <BoardToolbar
        drawing={canDraw}
        pen={pen}
        onPen={setPen}
        onPicture={(file) => void onPicture(file)}
        canUndo={mayDraw && history.done.length > 0}
        canRedo={mayDraw && history.undone.length > 0}
        onUndo={onUndo}
        onRedo={onRedo}
        onClear={
          canClear ? () => void tell(session?.sendSignal('whiteboardClear', { page: board.page })) : null
        }
        page={board.page}
        pages={board.pages}
        onPage={(to) => void tell(session?.sendSignal('whiteboardPage', { page: to }))}
      />
      {holder && (
        <Alert.Root status="info" size="sm" role="status" data-testid="wb-in-use">
          <Alert.Indicator />
          <Alert.Title>{whiteboardMessages.inUse(holder.name)}</Alert.Title>
        </Alert.Root>
      )}
      {(notice ?? problem) && (
        <Alert.Root status="warning" size="sm" role="alert" data-testid="wb-notice">
          <Alert.Indicator />
          <Alert.Title>{notice ?? problem}</Alert.Title>
        </Alert.Root>
      )}
      <Box ref={place} width="100%" flex="1" minHeight="0">
        <Box
          position="relative"
          width={`${size.width}px`}
          height={`${size.height}px`}
          marginX="auto"
          bg="white"
          borderWidth="1px"
          borderRadius="md"
          overflow="hidden"
          touchAction="none"
          cursor={mayDraw ? 'crosshair' : 'default'}
          data-testid="whiteboard-canvas"
          data-loaded={page.loaded}
          data-may-draw={mayDraw}
          data-shapes={page.shapes.length}
          data-width={size.width}
          data-height={size.height}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <BoardCanvas size={size} shapes={shapes} imageOf={imageOf} />
          {textAt && (
            <HStack
              position="absolute"
              left={`${Math.min(textAt.x, Math.max(0, size.width - 240))}px`}
              top={`${Math.min(textAt.y, Math.max(0, size.height - 40))}px`}
              gap="1"
              bg="bg"
              padding="1"
              borderRadius="md"
              boxShadow="md"
              onPointerDown={(event) => event.stopPropagation()}
            >
              <Input
                size="xs"
                width="40"
                autoFocus
                aria-label={texts.textLabel}
                data-testid="wb-text-input"
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') placeText();
                  if (event.key === 'Escape') setTextAt(null);
                }}
              />
              <Button size="xs" data-testid="wb-text-place" onClick={placeText}>
                {texts.placeText}
              </Button>
            </HStack>
          )}
        </Box>
      </Box>
    </Stack>
  );
};

export default Whiteboard;
