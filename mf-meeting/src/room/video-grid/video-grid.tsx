import type { Conference, ConferenceFeed } from '@canstring/client/media';
import type { RoomParticipantView, SpeakingLevels } from '@canstring/client/room';
import { Box, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { displayName } from '../display-name';
import { SpeakingDots } from '../speaking/speaking-dots';
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
        <StreamVideo
          stream={stream}
          revision={revision}
          muted={local}
          testId={local ? 'local-video' : 'remote-video'}
          participantId={participant.participantId}
          onAspect={setAspect}
        />
      )}
      <HStack
        gap="2"
        position={showsVideo ? 'absolute' : 'static'}
        bottom="1"
        left="2"
        color={showsVideo ? 'white' : undefined}
        textShadow={showsVideo ? '0 0 3px black' : undefined}
      >
        <Text fontWeight="semibold">{displayName(participant.userName, participant.public)}</Text>
        <SpeakingDots level={level} />
      </HStack>
    </Box>
  );
};

/**
 * The grid area (spec 2 §2.8, spec 3 §9): this participant's own tile and up to five remote ones,
 * each with its camera when it sends one, else its name, and the speaking dots while they speak. A
 * speaker without a tile is moved into view, at most once per 4 s. While the stage shows something,
 * the same tiles make a strip.
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
  return (
    <SimpleGrid
      minChildWidth="10rem"
      gap="3"
      padding="3"
      data-testid="video-grid"
      data-layout={strip ? 'strip' : 'grid'}
      {...(strip && { display: 'flex', overflowX: 'auto', css: { '& > *': { flex: '0 0 10rem' } } })}
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
