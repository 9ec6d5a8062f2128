import { describeError } from '@canstring/client/apollo';
import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { AreaError } from './area-error';
import { Waiting } from './waiting';

export interface QueryBodyProps {
  /** The screen's query, as Apollo's useQuery answers it. */
  query: { error?: unknown; data?: unknown; refetch: () => unknown };
  /** The answer holds nothing to show. */
  empty?: boolean;
  emptyText?: string;
  emptyTestId?: string;
  children: ReactNode;
}

/** A screen read by one query: its failure (with Retry) before any answer, its wait, its empty text, or itself. */
export const QueryBody = ({ query, empty, emptyText, emptyTestId, children }: QueryBodyProps) => {
  if (query.error && !query.data) {
    return <AreaError message={describeError(query.error).message} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Waiting />;
  if (empty) {
    return (
      <Text padding="6" textAlign="center" color="fg.muted" data-testid={emptyTestId}>
        {emptyText}
      </Text>
    );
  }
  return children;
};
