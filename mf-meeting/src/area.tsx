import type { AreaProps } from '@canstring/client';
import { AreaFrame, Waiting } from '@canstring/ui';
import { Box } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { onMobile } from './common/device';
import { BrowserGate } from './entry/browser-gate';
import { HostPage, JoinPage } from './entry/entry-pages';
import { entryRouteOf } from './entry/entry-route';
import { ThankYouPage } from './thank-you/thank-you-page';

// The assistant's page loads when it is opened, so the meeting entry pages do not wait for it.
const AssistantPage = lazy(() =>
  import(/* webpackChunkName: "assistant" */ './assistant/assistant-page').then((m) => ({
    default: m.AssistantPage,
  })),
);

/**
 * The meeting area's pages: entry by join and host links (behind the browser rules, spec 3 §5), and
 * the thank-you page (spec 3 §2).
 */
export const MeetingsArea = ({ pathname, session, navigate }: AreaProps) => {
  if (pathname === '/record')
    return (
      <Box as="section" data-testid="area-meeting">
        <Suspense fallback={<Waiting />}>
          <AssistantPage session={session} />
        </Suspense>
      </Box>
    );
  const route = entryRouteOf(pathname);
  switch (route.kind) {
    case 'thankyou':
      return <ThankYouPage navigate={navigate} mobile={onMobile()} />;
    case 'join':
      return (
        <BrowserGate onHome={() => navigate('/')}>
          <JoinPage
            key={route.alias}
            alias={route.alias}
            name={route.name}
            session={session}
            navigate={navigate}
          />
        </BrowserGate>
      );
    case 'host':
      return (
        <BrowserGate onHome={() => navigate('/')}>
          <HostPage key={route.alias} alias={route.alias} navigate={navigate} />
        </BrowserGate>
      );
    default:
      return <AreaFrame name="meeting" title="Meetings" pathname={pathname} />;
  }
};
