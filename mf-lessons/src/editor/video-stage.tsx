import { lessonScreenTexts } from '@canstring/contracts';
import { Box, Button, Center, HStack, Spinner, Stack } from '@chakra-ui/react';
import { SeekBar } from './seek-bar';
import type { DraftSet } from './set-rules';
import { useBuffering } from './use-buffering';
import type { VideoClock } from './use-video-clock';

const texts = lessonScreenTexts.editor;

export interface VideoStageProps {
  /** The video's address with the class's play ticket; null until there is one. */
  src: string | null;
  title: string;
  video: HTMLVideoElement | null;
  onVideo: (video: HTMLVideoElement | null) => void;
  clock: VideoClock;
  sets: readonly DraftSet[];
  changingKey?: string;
  onMarker: (set: DraftSet) => void;
}

/**
 * The editor's player: the lesson's video (streamed with HTTP range requests), Play/Pause, the seek
 * bar with the sets' markers, and the buffering spinner once a wait has lasted 500 ms.
 */
export const VideoStage = ({
  src,
  title,
  video,
  onVideo,
  clock,
  sets,
  changingKey,
  onMarker,
}: VideoStageProps) => {
  const buffering = useBuffering(video);
  return (
    <Stack gap="2">
      <Box position="relative" background="black" borderRadius="md" overflow="hidden">
        {/* biome-ignore lint/a11y/useMediaCaption: a class's shared video carries no captions track */}
        <video
          ref={onVideo}
          data-testid="editor-video"
          src={src ?? undefined}
          preload="auto"
          playsInline
          aria-label={title}
          style={{ width: '100%', maxHeight: '55vh', display: 'block' }}
        />
        {buffering && (
          <Center position="absolute" inset="0" background="blackAlpha.400" data-testid="editor-buffering">
            <Spinner size="lg" color="white" aria-label={texts.buffering} />
          </Center>
        )}
      </Box>
      <HStack gap="3" align="start">
        {clock.playing ? (
          <Button size="sm" variant="outline" data-testid="editor-pause" onClick={clock.pause}>
            {texts.pause}
          </Button>
        ) : (
          <Button size="sm" data-testid="editor-play" disabled={!src} onClick={clock.play}>
            {texts.play}
          </Button>
        )}
        <Box flex="1">
          <SeekBar
            position={clock.position}
            duration={clock.duration}
            sets={sets}
            changingKey={changingKey}
            onSeek={clock.seek}
            onMarker={onMarker}
          />
        </Box>
      </HStack>
    </Stack>
  );
};
