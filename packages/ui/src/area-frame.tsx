import type { RemoteName } from '@canstring/contracts';
import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AreaFrameProps {
  name: RemoteName;
  title: string;
  pathname: string;
  children?: ReactNode;
}

/** The frame every area renders: its title and the route it was opened on. */
export const AreaFrame = ({ name, title, pathname, children }: AreaFrameProps) => (
  <Box as="section" data-testid={`area-${name}`} padding={{ base: '4', md: '6' }}>
    <Heading as="h1" size="lg">
      {title}
    </Heading>
    <Text color="fg.muted" fontSize="sm" data-testid="area-route">
      {pathname}
    </Text>
    <Box marginTop="4">{children}</Box>
  </Box>
);
