import { AreaError } from '@canstring/ui';
import { Box, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { serverProblemOf } from './server-problem';

export interface QueryBodyProps {
  /** The list's query, as Apollo's useQuery answers it. */
  query: { error?: unknown; data?: unknown; refetch: () => unknown };
  /** The answer holds no row. */
  empty: boolean;
  emptyText: string;
  emptyTestId: string;
  /** The rows, once there are some. */
  children: ReactNode;
}

/** A list read by one query: its failure (with Retry) before any answer, its wait, its empty text, or its rows. */
export const QueryBody = ({ query, empty, emptyText, emptyTestId, children }: QueryBodyProps) => {
  if (query.error && !query.data) {
    return <AreaError message={serverProblemOf(query.error).message} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) {
    return (
      <Box padding="6" aria-busy="true">
        <Spinner size="sm" />
      </Box>
    );
  }
  if (empty) {
    return (
      <Text padding="6" textAlign="center" color="fg.muted" data-testid={emptyTestId}>
        {emptyText}
      </Text>
    );
  }
  return children;
};
