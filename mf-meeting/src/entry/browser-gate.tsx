import { browserSupport } from '@canstring/contracts';
import { Alert, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { EntryRefused } from './meeting-screen';

/**
 * The browser rules before a meeting link is entered (spec 3 §5): a browser that cannot make calls
 * (Android outside Chrome, iOS outside Safari or Chrome, Edge) is told why and goes no further, so it
 * is never asked for a name or admitted; a desktop browser that works but is not preferred is told
 * so above the entry.
 */
export const BrowserGate = ({
  userAgent = navigator.userAgent,
  onHome,
  children,
}: {
  userAgent?: string;
  onHome: () => void;
  children: ReactNode;
}) => {
  const support = browserSupport(userAgent);
  if (support.callingRefusal)
    return (
      <div data-testid="browser-not-supported">
        <EntryRefused message={support.callingRefusal} onHome={onHome} />
      </div>
    );
  if (!support.warning) return children;
  return (
    <Stack gap="0">
      <Alert.Root status="warning" size="sm" data-testid="browser-warning">
        <Alert.Indicator />
        <Alert.Title>{support.warning}</Alert.Title>
      </Alert.Root>
      {children}
    </Stack>
  );
};
