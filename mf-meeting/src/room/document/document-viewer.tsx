import type { RoomSession } from '@canstring/client/room';
import {
  DOCUMENT_DEFAULT_ZOOM,
  DOCUMENT_ZOOM_STEPS,
  roomMessages,
  roomScreenTexts,
} from '@canstring/contracts';
import { Alert, Box, Button, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { StageFiles } from '../stage/stage-files';
import { useRoomRelay } from '../use-room-relay';
import { boundedPage, boundedZoom, drawnSize, stripPages } from './page-zoom';
import { usePagePicture } from './use-page-picture';

const texts = roomScreenTexts.document;

export interface DocumentViewerProps {
  session: RoomSession | null;
  files: StageFiles;
  totalPages: number;
  /** The page the room is on (its `document` feature); 1 before anyone turned a page. */
  roomPage: number;
  /** Host or presenter: turns the page for everyone (pageSwitch). */
  mayTurn: boolean;
}

/** The place the page is drawn in: the stage's width, and most of the window's height. */
const usePlace = (place: React.RefObject<HTMLDivElement | null>) => {
  const [room, setRoom] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = place.current;
    if (!element) return;
    const measure = () =>
      setRoom({ width: element.clientWidth, height: Math.round(window.innerHeight * 0.7) });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [place]);
  return room;
};

const Thumbnail = ({
  files,
  page,
  current,
  onPick,
}: {
  files: StageFiles;
  page: number;
  current: boolean;
  onPick: (() => void) | null;
}) => {
  const picture = usePagePicture(files, page, 'thumb');
  return (
    <Button
      variant={current ? 'solid' : 'outline'}
      height="auto"
      padding="1"
      flexDirection="column"
      aria-label={texts.goToPage(page)}
      aria-current={current ? 'page' : undefined}
      data-testid="document-thumb"
      data-page={page}
      disabled={!onPick}
      onClick={onPick ?? undefined}
    >
      {picture.state === 'shown' && <Image src={picture.url} alt="" height="14" objectFit="contain" />}
      <Text fontSize="xs">{page}</Text>
    </Button>
  );
};

/**
 * A document shared on the stage (spec 3 §2, §4, §5): the room's page at this viewer's size, fitted
 * whole, zoomed in 0..8 steps (4 fits); a host or presenter turns the pages for everyone (pageSwitch,
 * bounded 1..total), everyone else follows; a strip of the nearby pages' thumbnails.
 */
const DocumentViewer = ({ session, files, totalPages, roomPage, mayTurn }: DocumentViewerProps) => {
  const place = useRef<HTMLDivElement>(null);
  const room = usePlace(place);
  const [zoom, setZoom] = useState(DOCUMENT_DEFAULT_ZOOM);
  const [problem, setProblem] = useState<string | null>(null);
  // The page shown: the room's, or the one this presenter just turned to while the room hears it.
  const [page, setPage] = useState(() => boundedPage(roomPage, totalPages));
  useEffect(() => setPage(boundedPage(roomPage, totalPages)), [roomPage, totalPages]);
  // The room's page moves come as events; a move by someone else shows at once.
  useRoomRelay(session, 'pageSwitch', (payload) => setPage(boundedPage(payload.currentPage, totalPages)));
  const picture = usePagePicture(files, page, 'page');
  const [natural, setNatural] = useState({ width: 0, height: 0 });
  const size = drawnSize(natural, room, zoom);

  const turnTo = (wanted: number) => {
    const next = boundedPage(wanted, totalPages);
    if (!session || next === page) return;
    setProblem(null);
    setPage(next);
    session.sendSignal('pageSwitch', { currentPage: next }).catch((error: unknown) => {
      setPage(boundedPage(session.feature('document')?.currentPage ?? 1, totalPages));
      setProblem(error instanceof Error && error.message ? error.message : roomMessages.somethingWentWrong);
    });
  };

  return (
    <Stack gap="2" data-testid="document-viewer" data-page={page} data-total={totalPages} data-zoom={zoom}>
      <HStack gap="2" wrap="wrap" justify="center" aria-label={texts.label}>
        {mayTurn && (
          <Button
            size="sm"
            variant="outline"
            data-testid="document-previous"
            disabled={page <= 1}
            onClick={() => turnTo(page - 1)}
          >
            {texts.previousPage}
          </Button>
        )}
        <Text data-testid="document-page" minWidth="28" textAlign="center">
          {texts.page(page, totalPages)}
        </Text>
        {mayTurn && (
          <Button
            size="sm"
            variant="outline"
            data-testid="document-next"
            disabled={page >= totalPages}
            onClick={() => turnTo(page + 1)}
          >
            {texts.nextPage}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          aria-label={texts.zoomOut}
          data-testid="document-zoom-out"
          disabled={zoom <= 0}
          onClick={() => setZoom((z) => boundedZoom(z - 1))}
        >
          −
        </Button>
        <Text fontSize="sm" data-testid="document-zoom">
          {texts.zoom(zoom)}
        </Text>
        <Button
          size="sm"
          variant="ghost"
          aria-label={texts.zoomIn}
          data-testid="document-zoom-in"
          disabled={zoom >= DOCUMENT_ZOOM_STEPS}
          onClick={() => setZoom((z) => boundedZoom(z + 1))}
        >
          +
        </Button>
      </HStack>
      {problem && (
        <Alert.Root status="error" size="sm" data-testid="document-problem">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <Box ref={place} overflow="auto" maxHeight="70dvh" bg="bg.muted" borderRadius="md" textAlign="center">
        {picture.state === 'shown' ? (
          <img
            src={picture.url}
            alt={texts.page(page, totalPages)}
            data-testid="document-picture"
            data-page={page}
            data-loaded={natural.width > 0}
            style={
              size.width > 0
                ? { width: size.width, height: size.height, maxWidth: 'none', margin: '0 auto' }
                : { maxWidth: '100%', margin: '0 auto' }
            }
            onLoad={(event) =>
              setNatural({
                width: event.currentTarget.naturalWidth,
                height: event.currentTarget.naturalHeight,
              })
            }
          />
        ) : (
          <Text color="fg.muted" padding="6" data-testid="document-picture-state">
            {picture.state === 'failed' ? picture.message || roomMessages.somethingWentWrong : texts.loading}
          </Text>
        )}
      </Box>
      <Flex
        gap="1"
        overflowX="auto"
        justify="center"
        aria-label={texts.thumbnails}
        data-testid="document-strip"
      >
        {stripPages(page, totalPages).map((p) => (
          <Thumbnail
            key={p}
            files={files}
            page={p}
            current={p === page}
            onPick={mayTurn ? () => turnTo(p) : null}
          />
        ))}
      </Flex>
    </Stack>
  );
};

export default DocumentViewer;
