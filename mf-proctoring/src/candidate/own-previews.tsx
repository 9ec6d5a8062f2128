import { proctoringScreenTexts } from '@canstring/contracts';
import { Box, Flex, Text } from '@chakra-ui/react';
import { StreamVideo } from '../common/stream-video';

/** The candidate's own camera and screen as they share them, so they can check both appear (spec 3 §2). */
export const OwnPreviews = ({
  camera,
  screen,
}: {
  camera: MediaStream | null;
  screen: MediaStream | null;
}) => (
  <Flex gap="3" wrap="wrap" data-testid="own-previews">
    <Box flex="2" minWidth="240px">
      <Text fontSize="sm" marginBottom="1">
        {proctoringScreenTexts.candidate.screen}
      </Text>
      <StreamVideo stream={screen} testId="own-screen" width="100%" aspectRatio="16 / 9" />
    </Box>
    <Box flex="1" minWidth="160px">
      <Text fontSize="sm" marginBottom="1">
        {proctoringScreenTexts.candidate.camera}
      </Text>
      <StreamVideo
        stream={camera}
        testId="own-camera"
        width="100%"
        aspectRatio="4 / 3"
        transform="scaleX(-1)"
      />
    </Box>
  </Flex>
);
