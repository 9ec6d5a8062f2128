import { proctoringTexts } from '@canstring/contracts';
import { Alert, Box, Flex, Heading } from '@chakra-ui/react';
import { StreamVideo } from '../common/stream-video';

export interface CandidatePictures {
  screen: MediaStream | null;
  camera: MediaStream | null;
  /** Bumped when a stream's tracks change. */
  revision: number;
}

/**
 * The selected candidate's screen and camera, large, pictures only (spec 3 §2, §6). After a stream
 * error both are cleared and the examiner is told (spec 3 §8).
 */
export const SelectedCandidate = ({
  userId,
  userName,
  pictures,
  streamError,
}: {
  userId: string;
  userName: string;
  pictures: CandidatePictures;
  streamError: boolean;
}) => (
  <Flex direction="column" gap="2" data-testid="selected-candidate" data-user-id={userId} minHeight="0">
    <Heading as="h2" size="sm">
      {userName}
    </Heading>
    {streamError && (
      <Alert.Root status="error" size="sm" data-testid="stream-error">
        <Alert.Indicator />
        <Alert.Title>{proctoringTexts.streamError}</Alert.Title>
      </Alert.Root>
    )}
    <Flex gap="2" direction={{ base: 'column', lg: 'row' }} align="stretch">
      <Box flex="3" minWidth="0">
        <StreamVideo
          stream={streamError ? null : pictures.screen}
          revision={pictures.revision}
          testId="selected-screen"
          width="100%"
          aspectRatio="16 / 9"
        />
      </Box>
      <Box flex="1" minWidth="0">
        <StreamVideo
          stream={streamError ? null : pictures.camera}
          revision={pictures.revision}
          testId="selected-camera"
          width="100%"
          aspectRatio="4 / 3"
        />
      </Box>
    </Flex>
  </Flex>
);
