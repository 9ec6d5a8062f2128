import { speakingDots } from '@canstring/client/room';
import { roomScreenTexts } from '@canstring/contracts';
import { Box, HStack } from '@chakra-ui/react';

/** The speaking indicator (spec 2 §2.7): one, two or three dots by the speaker's level; nothing when quiet. */
export const SpeakingDots = ({ level }: { level: number | undefined }) => {
  if (level === undefined) return null;
  const dots = speakingDots(level);
  return (
    <HStack
      gap="0.5"
      role="img"
      aria-label={roomScreenTexts.speaking}
      data-testid="speaking-dots"
      data-dots={dots}
    >
      {Array.from({ length: dots }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the dots are identical and fixed in number
        <Box key={i} width="1.5" height="1.5" borderRadius="full" bg="green.400" />
      ))}
    </HStack>
  );
};
