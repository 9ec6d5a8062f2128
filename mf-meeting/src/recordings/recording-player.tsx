import { recordingScreenTexts } from '@canstring/contracts';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';

const texts = recordingScreenTexts.list;

/**
 * A recording played in place, in the list: the browser rendition streamed by the file server (HTTP
 * range requests, so the person can seek), its address carrying a play ticket because a `<video>`
 * sends no authorization header.
 */
export const RecordingPlayer = ({
  fileName,
  src,
  onClose,
}: {
  fileName: string;
  src: string;
  onClose: () => void;
}) => (
  <Stack gap="2" data-testid="recording-player-box">
    <HStack justify="space-between">
      <Text fontSize="sm" fontWeight="medium">
        {texts.player(fileName)}
      </Text>
      <Button size="xs" variant="ghost" onClick={onClose}>
        {texts.closePlayer}
      </Button>
    </HStack>
    {/* biome-ignore lint/a11y/useMediaCaption: captions are offered only when the meeting kept any */}
    <video
      data-testid="recording-player"
      src={src}
      controls
      autoPlay
      playsInline
      aria-label={texts.player(fileName)}
      style={{ width: '100%', maxHeight: '60vh', background: 'black', borderRadius: '0.375rem' }}
    />
  </Stack>
);
