import { adminScreenTexts, messages } from '@canstring/contracts';
import { Box, Button, Heading, Text } from '@chakra-ui/react';

/** Shown when the server refused this person the administration: nothing of it is usable. */
export const NotAllowed = ({ onHome }: { onHome: () => void }) => (
  <Box
    data-testid="admin-not-allowed"
    role="alert"
    padding="6"
    margin="4"
    borderWidth="1px"
    borderRadius="md"
  >
    <Heading as="h2" size="md">
      {adminScreenTexts.notAllowedTitle}
    </Heading>
    <Text marginTop="2">{messages.notAllowed}</Text>
    <Button marginTop="4" size="sm" variant="outline" onClick={onHome}>
      {adminScreenTexts.backToHome}
    </Button>
  </Box>
);
