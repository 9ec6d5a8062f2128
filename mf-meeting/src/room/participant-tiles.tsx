import type { RoomParticipantView } from '@canstring/client/room';
import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { displayName } from './display-name';

/** The grid area: one tile per participant with their name (video comes with the media work). */
export const ParticipantTiles = ({ participants }: { participants: RoomParticipantView[] }) => (
  <SimpleGrid minChildWidth="10rem" gap="3" padding="3" data-testid="video-grid">
    {participants.map((p) => (
      <Box
        key={p.participantId}
        data-testid="participant-tile"
        data-name={p.userName}
        bg="bg.muted"
        borderRadius="md"
        aspectRatio={4 / 3}
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        <Text fontWeight="semibold">{displayName(p.userName, p.public)}</Text>
      </Box>
    ))}
  </SimpleGrid>
);
