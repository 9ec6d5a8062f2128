import type { RoomSession } from '@canstring/client/room';
import { roomMessages, roomScreenTexts } from '@canstring/contracts';
import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { StageFiles } from '../stage/stage-files';
import { type PlayerControl, usePlaybackSync } from './playback-sync';

const texts = roomScreenTexts.player;

export interface VideoPlayerProps {
  session: RoomSession | null;
  files: StageFiles;
  fileName: string;
  /** Host or presenter: their play, pause and seek go to everyone; others follow without controls. */
  maySend: boolean;
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : roomMessages.somethingWentWrong;

/**
 * An mp4/webm video shared on the stage (spec 3 §4): played from the file server with HTTP range
 * requests (seeking reads only what it needs), through a short-lived play ticket in its address;
 * its play, pause and seek follow whoever presents, with the 3 s sync lock.
 */
const VideoPlayer = ({ session, files, fileName, maySend }: VideoPlayerProps) => {
  const video = useRef<HTMLVideoElement>(null);
  const control = useRef<PlayerControl | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [muted, setMuted] = useState(false);
  const sync = usePlaybackSync({ session, kind: 'mp4', player: control, maySend, onRefused: setProblem });

  useEffect(() => {
    let current = true;
    files.videoSource().then(
      (src) => current && setSource(src),
      (error: unknown) => current && setProblem(messageOf(error)),
    );
    return () => {
      current = false;
    };
  }, [files]);

  useEffect(() => {
    const element = video.current;
    if (!element || !source) return;
    control.current = {
      time: () => element.currentTime,
      paused: () => element.paused,
      play: () => {
        element.play().catch((error: unknown) => {
          // The browser refused sound without a gesture (spec 3 §8): played muted, and said.
          if (error instanceof DOMException && error.name === 'NotAllowedError' && !element.muted) {
            element.muted = true;
            setMuted(true);
            void element.play().catch(() => undefined);
          }
        });
      },
      pause: () => element.pause(),
      seek: (time) => {
        element.currentTime = time;
      },
    };
    return () => {
      control.current = null;
    };
  }, [source]);

  return (
    <Stack gap="2" data-testid="shared-video-place">
      {problem && (
        <Alert.Root status="error" size="sm" data-testid="shared-video-problem">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      {muted && (
        <Alert.Root status="warning" size="sm" data-testid="shared-video-muted">
          <Alert.Indicator />
          <Alert.Title>{texts.soundBlocked}</Alert.Title>
          <Button
            size="xs"
            marginStart="auto"
            onClick={() => {
              if (video.current) video.current.muted = false;
              setMuted(false);
            }}
          >
            {texts.soundOn}
          </Button>
        </Alert.Root>
      )}
      <Box bg="black" borderRadius="md" overflow="hidden">
        {source ? (
          // biome-ignore lint/a11y/useMediaCaption: a shared video carries no caption track
          <video
            ref={video}
            src={source}
            title={fileName}
            aria-label={texts.video}
            data-testid="shared-video"
            controls={maySend}
            preload="auto"
            playsInline
            style={{ width: '100%', maxHeight: '70dvh', display: 'block' }}
            onLoadedMetadata={sync.opened}
            onPlay={sync.played}
            onPause={sync.paused}
            onSeeked={() => {
              // A seek while playing and one while paused alike: where the presenter went.
              sync.seeked();
            }}
          />
        ) : (
          <Text color="fg.muted" padding="6" data-testid="shared-video-opening">
            {texts.loading}
          </Text>
        )}
      </Box>
    </Stack>
  );
};

export default VideoPlayer;
