import type { Conference, ConferenceFeed } from '@canstring/client/media';
import type { RoomParticipantView, SpeakingLevels } from '@canstring/client/room';
import { firstInitial } from '@canstring/ui';
import { Avatar, Box, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { displayName } from '../display-name';
import { SpeakingDots } from '../speaking/speaking-dots';
import { fitGrid } from './grid-fit';
import { moveSpeakerIntoView, noSpeakerOrder, remoteTiles, tileAspectRatio } from './grid-layout';
import { StreamAudio, StreamVideo } from './stream-video';
import { useConferenceValue } from './use-conference';

const Tile = ({
  participant,
  stream,
  revision,
  local,
  level,
}: {
  participant: RoomParticipantView;
  stream: MediaStream | null;
  revision: number;
  local: boolean;
  /** Their speaking level while they speak. */
  level: number | undefined;
}) => {
  const [aspect, setAspect] = useState(() => tileAspectRatio(0, 0));
  const showsVideo = stream !== null && stream.getVideoTracks().length > 0;
  return (
    <Box
      data-testid="participant-tile"
      data-name={participant.userName}
      data-local={local}
      data-participant-id={participant.participantId}
      position="relative"
      bg="bg.muted"
      borderRadius="md"
      aspectRatio={aspect}
      display="flex"
      alignItems="center"
      justifyContent="center"
      overflow="hidden"
    >
      {stream && (
        // Kept while the camera is off (it plays the sound), out of the way of the tile's content.
        <Box position="absolute" inset="0" visibility={showsVideo ? undefined : 'hidden'}>
          <StreamVideo
            stream={stream}
            revision={revision}
            muted={local}
            testId={local ? 'local-video' : 'remote-video'}
            participantId={participant.participantId}
            onAspect={setAspect}
          />
        </Box>
      )}
      {!showsVideo && (
        <Avatar.Root size="lg" colorPalette="brand" data-testid="tile-initial">
          <Avatar.Fallback>{firstInitial(participant.userName)}</Avatar.Fallback>
        </Avatar.Root>
      )}
      {/* The name sits in the same corner of every tile, camera on or off. */}
      <HStack
        gap="2"
        position="absolute"
        bottom="1"
        left="2"
        right="2"
        minWidth="0"
        color={showsVideo ? 'white' : undefined}
        textShadow={showsVideo ? '0 0 3px black' : undefined}
        data-testid="tile-label"
      >
        <Text fontWeight="semibold" truncate>
          {displayName(participant.userName, participant.public)}
        </Text>
        <SpeakingDots level={level} />
      </HStack>
    </Box>
  );
};

/** The space between tiles and around them, in px (Chakra's 3). */
const GAP_PX = 12;

/** The inner size of the grid's place, followed as the window or the panels change. */
const usePlaceSize = (place: RefObject<HTMLDivElement | null>, active: boolean) => {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = place.current;
    if (!active || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setSize({
        width: Math.max(0, element.clientWidth - 2 * GAP_PX),
        height: Math.max(0, element.clientHeight - 2 * GAP_PX),
      });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [place, active]);
  return size;
};

/**
 * The grid area (spec 2 §2.8, spec 3 §9): this participant's own tile and up to five remote ones,
 * each with its camera when it sends one, else its name, and the speaking dots while they speak. A
 * speaker without a tile is moved into view, at most once per 4 s. While the stage shows something,
 * the same tiles make a strip. The grid fills its place and its tiles shrink to fit it (the room never
 * scrolls); the strip is one row, scrolled sideways.
 */
export const VideoGrid = ({
  participants,
  meId,
  conference,
  speaking,
  strip = false,
}: {
  participants: RoomParticipantView[];
  meId: string | null;
  conference: Conference | null;
  speaking: SpeakingLevels;
  /** While the stage shows something: the tiles in one scrolling row beside it. */
  strip?: boolean;
}) => {
  const feeds = useConferenceValue(conference, (s) => s.feeds);
  const local = useConferenceValue(conference, (s) => s.local);
  const me = participants.find((p) => p.participantId === meId);
  // Screen shares have their own area; the grid shows cameras.
  const cameras = feeds.filter((f) => f.kind === 'camera');
  const [order, setOrder] = useState(noSpeakerOrder);
  const { tiles, untiled } = remoteTiles(participants, meId, cameras, order.first);
  const shown = tiles.map((t) => t.participant.participantId).join(' ');
  useEffect(() => {
    const others = Object.keys(speaking).filter((id) => id !== meId);
    setOrder((current) => moveSpeakerIntoView(current, others, new Set(shown.split(' ')), Date.now()));
  }, [speaking, shown, meId]);
  const streamOf = (feed: ConferenceFeed | undefined) => (feed && feed.tracks > 0 ? feed.stream : null);
  const place = useRef<HTMLDivElement>(null);
  const size = usePlaceSize(place, !strip);
  const fit = fitGrid((me ? 1 : 0) + tiles.length, size.width, size.height, GAP_PX);
  const fitted = !strip && fit.tileWidth > 0;
  return (
    <SimpleGrid
      ref={place}
      minChildWidth="10rem"
      gap="3"
      padding="3"
      data-testid="video-grid"
      data-layout={strip ? 'strip' : 'grid'}
      {...(strip
        ? {
            display: 'flex',
            flexShrink: 0,
            overflowX: 'auto',
            // Shorter tiles on a short window (a phone held sideways) leave the stage its room.
            css: { '& > *': { flex: '0 0 clamp(5rem, 18dvh, 10rem)' } },
          }
        : {
            flex: '1',
            minHeight: '0',
            overflow: 'hidden',
            alignContent: 'center',
            justifyContent: 'center',
          })}
      {...(fitted && { templateColumns: `repeat(${fit.columns}, ${fit.tileWidth}px)` })}
    >
      {me && (
        <Tile
          participant={me}
          stream={local}
          revision={local?.getTracks().length ?? 0}
          local
          level={speaking[me.participantId]}
        />
      )}
      {tiles.map(({ participant, feed }) => (
        <Tile
          key={participant.participantId}
          participant={participant}
          stream={streamOf(feed)}
          revision={feed?.tracks ?? 0}
          local={false}
          level={speaking[participant.participantId]}
        />
      ))}
      {untiled.map((feed) => (
        <StreamAudio key={feed.feedId} stream={feed.stream} />
      ))}
    </SimpleGrid>
  );
};
