import { messages } from '@canstring/contracts';
import { Button, EmptyState, VStack } from '@chakra-ui/react';

/** 'So nice to meet you…' with the button that creates the first (or next) entry (spec 1 §2). */
export const AdminEmptyState = ({ action, onAction }: { action: string; onAction: () => void }) => (
  <EmptyState.Root data-testid="admin-empty-state">
    <EmptyState.Content>
      <VStack textAlign="center">
        <EmptyState.Description>{messages.emptyState}</EmptyState.Description>
      </VStack>
      <Button colorPalette="brand" onClick={onAction}>
        {action}
      </Button>
    </EmptyState.Content>
  </EmptyState.Root>
);
