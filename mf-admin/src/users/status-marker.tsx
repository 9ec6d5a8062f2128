import { adminMessages } from '@canstring/contracts';
import { Box, HStack, Text } from '@chakra-ui/react';

/** The account's state: active (green) or deactive (red) (spec 1 §2). */
export const StatusMarker = ({ active }: { active: boolean }) => {
  const label = active ? adminMessages.active : adminMessages.deactive;
  return (
    <HStack gap="1" data-testid="user-status" data-status={label}>
      <Box
        width="2.5"
        height="2.5"
        borderRadius="full"
        bg={active ? 'green.500' : 'red.500'}
        aria-hidden="true"
      />
      <Text fontSize="xs" color={active ? 'green.700' : 'red.700'}>
        {label}
      </Text>
    </HStack>
  );
};
