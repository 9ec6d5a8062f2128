import type { Conference } from '@canstring/client/media';
import type { RoomParticipantView } from '@canstring/client/room';
import { roomScreenTexts } from '@canstring/contracts';
import { chakra, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { displayName } from '../display-name';
import { useConferenceValue } from '../video-grid/use-conference';

const texts = roomScreenTexts.screenShare;

/** A shared screen, whole (never cropped), in one <video> kept while the stream gains tracks. */
const ScreenVideo = ({
  stream,
  revision,
  testId,
}: {
  stream: MediaStream;
  revision: number;
  testId: string;
}) => {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (revision >= 0 && video.paused) void video.play().catch(() => undefined);
  }, [stream, revision]);
  return (
    <chakra.video
      ref={ref}
      autoPlay
      playsInline
      muted
      data-testid={testId}
      width="100%"
      flex="1"
      minHeight="0"
      objectFit="contain"
      bg="black"
      borderRadius="md"
    />
  );
};

/**
 * The screen-share area of the room (spec 3 §2), apart from the camera grid: the screen of the
 * room's one sharer, or this participant's own while they share it.
 */
export const ScreenShareArea = ({
  participants,
  screenSharerId,
  conference,
  ownScreen,
}: {
  participants: RoomParticipantView[];
  screenSharerId: string | null;
  conference: Conference | null;
  /** The screen this participant shares now. */
  ownScreen: MediaStream | null;
}) => {
  const feeds = useConferenceValue(conference, (s) => s.feeds);
  if (ownScreen)
    return (
      <Stack gap="1" padding="3" flex="1" minHeight="0" data-testid="screen-share-area" data-sharer="me">
        <Text fontWeight="semibold">{texts.you}</Text>
        <ScreenVideo stream={ownScreen} revision={0} testId="own-screen-video" />
      </Stack>
    );
  const sharer = participants.find((p) => p.participantId === screenSharerId);
  const feed = feeds.find((f) => f.kind === 'screen' && f.participantId === screenSharerId && f.tracks > 0);
  if (!sharer || !feed) return null;
  return (
    <Stack
      gap="1"
      padding="3"
      flex="1"
      minHeight="0"
      data-testid="screen-share-area"
      data-sharer={sharer.participantId}
    >
      <Text fontWeight="semibold">{texts.sharer(displayName(sharer.userName, sharer.public))}</Text>
      <ScreenVideo stream={feed.stream} revision={feed.tracks} testId="screen-video" />
    </Stack>
  );
};
