import { areaLoadTexts } from '@canstring/contracts';
import { Box, Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** Whole seconds left until `at` (a Date.now() time), counted down on the page. */
const useSecondsUntil = (at: number | undefined): number | undefined => {
  const left = () => (at === undefined ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left reads only `at`
  useEffect(() => {
    setSeconds(left());
    if (at === undefined) return;
    const timer = window.setInterval(() => setSeconds(left()), 250);
    return () => window.clearInterval(timer);
  }, [at]);
  return seconds;
};

export interface AreaLoadNoticeProps {
  /** What is wrong, in the user's words. */
  message: string;
  onRetry: () => void;
  /** When the next automatic retry happens, if one is planned. */
  retryAt?: number;
}

/** In an area's place when it cannot be loaded or started: what is wrong, and Retry. */
export const AreaLoadFailed = ({ message, onRetry, retryAt }: AreaLoadNoticeProps) => {
  const seconds = useSecondsUntil(retryAt);
  return (
    <Box data-testid="area-error" role="alert" padding="6" margin="4" borderWidth="1px" borderRadius="md">
      <Text>{message}</Text>
      {seconds !== undefined && (
        <Text data-testid="area-retrying" color="fg.muted" fontSize="sm" marginTop="2">
          {areaLoadTexts.retrying(seconds)}
        </Text>
      )}
      <Button marginTop="4" size="sm" variant="outline" onClick={onRetry}>
        {areaLoadTexts.retry}
      </Button>
    </Box>
  );
};

/**
 * While an area loads: a spinner, and once it is slow, a word about it (the load goes on; if its
 * files never come, the failure and Retry follow).
 */
export const AreaLoading = ({ slow }: { slow: boolean }) => (
  <Box padding="6" aria-busy="true" data-testid="area-loading">
    <HStack gap="3">
      <Spinner size="sm" />
      {slow && (
        <Text data-testid="area-slow" role="status">
          {areaLoadTexts.slow}
        </Text>
      )}
    </HStack>
  </Box>
);
