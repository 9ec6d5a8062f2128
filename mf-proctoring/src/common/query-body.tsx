import { proctoringScreenTexts } from '@canstring/contracts';
import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { problemText } from './server-problem';

export interface QueryBodyProps {
  /** The screen's query, as Apollo's useQuery answers it. */
  query: { error?: unknown; data?: unknown; refetch: () => unknown };
  /** The test id of the refusal shown in the screen's place. */
  problemTestId: string;
  children: ReactNode;
}

/** A screen read by one query: its refusal (with Try again) before any answer, its wait, or itself. */
export const QueryBody = ({ query, problemTestId, children }: QueryBodyProps) => {
  if (query.error && !query.data) {
    return (
      <Box
        data-testid={problemTestId}
        role="alert"
        padding="6"
        margin="4"
        borderWidth="1px"
        borderRadius="md"
      >
        <Text>{problemText(query.error)}</Text>
        <Button marginTop="4" size="sm" variant="outline" onClick={() => void query.refetch()}>
          {proctoringScreenTexts.tryAgain}
        </Button>
      </Box>
    );
  }
  if (!query.data) {
    return (
      <Box padding="6" aria-busy="true">
        <Spinner size="sm" />
      </Box>
    );
  }
  return children;
};
