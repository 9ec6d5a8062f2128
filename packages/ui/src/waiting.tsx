import { Box, Spinner } from '@chakra-ui/react';

/** A screen, or part of one, waiting for what it shows: a small spinner, marked busy. */
export const Waiting = () => (
  <Box padding="6" aria-busy="true">
    <Spinner size="sm" />
  </Box>
);
