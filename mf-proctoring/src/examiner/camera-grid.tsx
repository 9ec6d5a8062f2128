import { EXAM_GRID_CAMERA_HEIGHT, EXAM_GRID_CAMERA_WIDTH, proctoringScreenTexts } from '@canstring/contracts';
import { Box, Flex, Text } from '@chakra-ui/react';
import { StreamVideo } from '../common/stream-video';

export interface GridCamera {
  userId: string;
  userName: string;
  stream: MediaStream | null;
  revision: number;
  flagged: boolean;
}

/**
 * Every candidate's camera, small (received at low resolution), so one examiner can watch a class; a
 * click selects that candidate.
 */
export const CameraGrid = ({
  cameras,
  selected,
  onSelect,
}: {
  cameras: readonly GridCamera[];
  selected: string | null;
  onSelect: (userId: string) => void;
}) => (
  <Flex
    as="section"
    wrap="wrap"
    gap="2"
    data-testid="camera-grid"
    aria-label={proctoringScreenTexts.examiner.cameras}
  >
    {cameras.map((camera) => (
      <Box
        key={camera.userId}
        as="button"
        width={`${EXAM_GRID_CAMERA_WIDTH}px`}
        textAlign="left"
        borderWidth="2px"
        borderRadius="md"
        borderColor={camera.userId === selected ? 'brand.500' : camera.flagged ? 'orange.400' : 'transparent'}
        onClick={() => onSelect(camera.userId)}
        data-testid="grid-tile"
        data-user-id={camera.userId}
      >
        <StreamVideo
          stream={camera.stream}
          revision={camera.revision}
          testId="grid-camera"
          data-user-id={camera.userId}
          width={`${EXAM_GRID_CAMERA_WIDTH}px`}
          height={`${EXAM_GRID_CAMERA_HEIGHT}px`}
          objectFit="cover"
        />
        <Text fontSize="xs" truncate paddingX="1">
          {camera.userName}
        </Text>
      </Box>
    ))}
  </Flex>
);
