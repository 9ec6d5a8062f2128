import { chatScreenTexts } from '@canstring/contracts';
import { Box } from '@chakra-ui/react';

/** The online dot: green when online, grey when not (spec 1 §4). */
export const PresenceDot = ({ online }: { online: boolean }) => (
  <Box
    as="span"
    display="inline-block"
    width="2.5"
    height="2.5"
    borderRadius="full"
    flexShrink={0}
    bg={online ? 'green.500' : 'gray.400'}
    data-testid="presence-dot"
    data-online={online}
    aria-label={online ? chatScreenTexts.online : chatScreenTexts.offline}
    role="img"
  />
);
