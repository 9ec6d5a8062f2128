import type { AreaProps } from '@canstring/client';
import { AreaFrame } from '@canstring/ui';
import { onMobile } from './common/device';
import { HostPage, JoinPage } from './entry/entry-pages';
import { entryRouteOf } from './entry/entry-route';
import { ThankYouPage } from './thank-you/thank-you-page';

/** The meeting area's pages: entry by join and host links, and the thank-you page (spec 3 §2). */
export const MeetingsArea = ({ pathname, session, navigate }: AreaProps) => {
  const route = entryRouteOf(pathname);
  switch (route.kind) {
    case 'thankyou':
      return <ThankYouPage navigate={navigate} mobile={onMobile()} />;
    case 'join':
      return (
        <JoinPage
          key={route.alias}
          alias={route.alias}
          name={route.name}
          session={session}
          navigate={navigate}
        />
      );
    case 'host':
      return <HostPage key={route.alias} alias={route.alias} navigate={navigate} />;
    default:
      return <AreaFrame name="meeting" title="Meetings" pathname={pathname} />;
  }
};
