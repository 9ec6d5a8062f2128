import type { ConferenceFeed, ConferenceSnapshot } from '@canstring/client/media';
import type { RoomParticipantView } from '@canstring/client/room';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { displayName } from '../display-name';
import { remoteTiles, tileAspectRatio } from './grid-layout';
import { StreamAudio, StreamVideo } from './stream-video';

const Tile = ({
  participant,
  stream,
  revision,
  local,
}: {
  participant: RoomParticipantView;
  stream: MediaStream | null;
  revision: number;
  local: boolean;
}) => {
  const [aspect, setAspect] = useState(() => tileAspectRatio(0, 0));
  const showsVideo = stream !== null && stream.getVideoTracks().length > 0;
  return (
    <Box
      data-testid="participant-tile"
      data-name={participant.userName}
      data-local={local}
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
      <Text
        fontWeight="semibold"
        position={showsVideo ? 'absolute' : 'static'}
        bottom="1"
        left="2"
        color={showsVideo ? 'white' : undefined}
        textShadow={showsVideo ? '0 0 3px black' : undefined}
      >
        {displayName(participant.userName, participant.public)}
      </Text>
    </Box>
  );
};

/**
 * The grid area (spec 2 §2.8, spec 3 §9): this participant's own tile and up to five remote ones,
 * each with its camera when it sends one, else its name.
 */
export const VideoGrid = ({
  participants,
  meId,
  conference,
}: {
  participants: RoomParticipantView[];
  meId: string | null;
  conference: ConferenceSnapshot;
}) => {
  const me = participants.find((p) => p.participantId === meId);
  // Screen shares have their own area; the grid shows cameras.
  const cameras = conference.feeds.filter((f) => f.kind === 'camera');
  const { tiles, untiled } = remoteTiles(participants, meId, cameras);
  const streamOf = (feed: ConferenceFeed | undefined) => (feed && feed.tracks > 0 ? feed.stream : null);
  return (
    <SimpleGrid minChildWidth="10rem" gap="3" padding="3" data-testid="video-grid">
      {me && (
        <Tile
          participant={me}
          stream={conference.local}
          revision={conference.local?.getTracks().length ?? 0}
          local
        />
      )}
      {tiles.map(({ participant, feed }) => (
        <Tile
          key={participant.participantId}
          participant={participant}
          stream={streamOf(feed)}
          revision={feed?.tracks ?? 0}
          local={false}
        />
      ))}
      {untiled.map((feed) => (
        <StreamAudio key={feed.feedId} stream={feed.stream} />
      ))}
    </SimpleGrid>
  );
};
