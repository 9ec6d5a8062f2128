import { meetingScreenTexts } from '@canstring/contracts';
import { Box, Button, Text } from '@chakra-ui/react';

const texts = meetingScreenTexts.entry;

/** Who entered: the host page, a signed-in member, or a guest with a pass. */
export type EntryRole = 'host' | 'member' | 'guest';

/** A link that cannot be entered: the server's reason and a way home. */
export const EntryRefused = ({ message, onHome }: { message: string; onHome: () => void }) => (
  <Box as="section" data-testid="entry-refused" padding="6" role="alert">
    <Text fontSize="lg">{message}</Text>
    <Button marginTop="4" size="sm" variant="outline" onClick={onHome}>
      {texts.goHome}
    </Button>
  </Box>
);
