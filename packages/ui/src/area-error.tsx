import { messages } from '@canstring/contracts';
import { Box, Button, Text } from '@chakra-ui/react';

export interface AreaErrorProps {
  message?: string;
  onRetry?: () => void;
}

/** Shown in place of an area that failed to load or crashed; the rest of the page keeps working. */
export const AreaError = ({ message = messages.areaFailedToLoad, onRetry }: AreaErrorProps) => (
  <Box data-testid="area-error" role="alert" padding="6" margin="4" borderWidth="1px" borderRadius="md">
    <Text>{message}</Text>
    {onRetry && (
      <Button marginTop="4" size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    )}
  </Box>
);
