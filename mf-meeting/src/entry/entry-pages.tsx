import { useApolloClient, useQuery } from '@apollo/client/react';
import type { AreaProps } from '@canstring/client';
import { ErrorCode } from '@canstring/contracts';
import { Waiting } from '@canstring/ui';
import { useEffect, useMemo, useState } from 'react';
import { serverProblemOf } from '../common/server-problem';
import { useViewerClock } from '../common/viewer-clock';
import { HOST_ENTRY, JOIN_AS_GUEST, MEETING_ENTRY } from '../graphql/documents';
import type { GuestPass, MeetingEntry } from '../graphql/types';
import { useGuestNameDialog } from './guest-name-loader';
import { dropGuestPass, keepGuestPass, readGuestPass } from './guest-pass-store';
import { VisitorDoor } from './meeting-door';
import { EntryRefused, type EntryRole } from './meeting-screen';
import { RoomEntrance } from './room-entrance';

const THANK_YOU_PATH = '/thankyou';

/** A visitor on a member's link (no public flag) goes to the landing page. */
const ToLanding = ({ navigate }: Pick<AreaProps, 'navigate'>) => {
  useEffect(() => navigate('/'), [navigate]);
  return null;
};

/** The viewer's date and zone, which the server's meeting validation takes (spec 3 §7). */
const useEntryVariables = (alias: string) => {
  const clock = useViewerClock();
  return useMemo(
    () => ({ alias, currentDate: clock.now().toISOString(), zone: clock.zone() }),
    [alias, clock],
  );
};

/**
 * Checks the link with the server, then shows the device preview and enters the room, or shows the
 * server's refusal.
 */
const CheckedEntry = ({
  alias,
  host,
  guestToken,
  enteredAs,
  navigate,
  onUnauthenticated,
}: {
  alias: string;
  host: boolean;
  guestToken?: string;
  enteredAs: EntryRole;
  navigate: (to: string) => void;
  onUnauthenticated?: () => void;
}) => {
  const variables = useEntryVariables(alias);
  const context = guestToken ? { headers: { authorization: `Bearer ${guestToken}` } } : undefined;
  const member = useQuery(MEETING_ENTRY, { variables, skip: host, fetchPolicy: 'network-only', context });
  const hosted = useQuery(HOST_ENTRY, { variables, skip: !host, fetchPolicy: 'network-only' });
  const error = host ? hosted.error : member.error;
  const entry: MeetingEntry | undefined = host ? hosted.data?.hostEntry : member.data?.meetingEntry;

  if (error) {
    const problem = serverProblemOf(error);
    if (problem.code === ErrorCode.Unauthenticated && onUnauthenticated) {
      onUnauthenticated();
      return <Waiting />;
    }
    return <EntryRefused message={problem.message} onHome={() => navigate('/')} />;
  }
  if (!entry) return <Waiting />;
  return (
    <RoomEntrance
      entry={entry}
      enteredAs={enteredAs}
      navigate={navigate}
      {...(guestToken ? { guestToken } : {})}
    />
  );
};

/** `/host/{alias}` and `/host/{alias}/{name}`: the server decides who may host (spec 3 §2, §8). */
export const HostPage = ({ alias, navigate }: { alias: string } & Pick<AreaProps, 'navigate'>) => (
  <CheckedEntry alias={alias} host enteredAs="host" navigate={navigate} />
);

/**
 * `/join/{alias}/{name}` and `/join/{alias}`. A signed-in person enters as themself; a visitor with
 * the public link gives name and phone first and enters with a guest pass for this meeting only; a
 * visitor on a member's link is sent to the landing page (spec 3 §2 entry behaviour).
 */
export const JoinPage = ({
  alias,
  name,
  session,
  navigate,
}: { alias: string; name?: string } & Pick<AreaProps, 'session' | 'navigate'>) => {
  const clock = useViewerClock();
  const client = useApolloClient();
  const variables = useEntryVariables(alias);
  const [pass, setPass] = useState<GuestPass | null>(() =>
    session ? null : readGuestPass(alias, clock.now()),
  );
  const [fresh, setFresh] = useState(false);
  const GuestNameDialog = useGuestNameDialog(!session && !name && !pass);

  if (session) return <CheckedEntry alias={alias} host={false} enteredAs="member" navigate={navigate} />;
  if (name) return <ToLanding navigate={navigate} />;
  if (pass && fresh) {
    return <RoomEntrance entry={pass.entry} enteredAs="guest" guestToken={pass.token} navigate={navigate} />;
  }
  if (pass) {
    return (
      <CheckedEntry
        alias={alias}
        host={false}
        guestToken={pass.token}
        enteredAs="guest"
        navigate={navigate}
        onUnauthenticated={() => {
          dropGuestPass(alias);
          setPass(null);
        }}
      />
    );
  }

  const join = async ({ name: guestName, phone }: { name: string; phone: string }) => {
    try {
      const result = await client.mutate({
        mutation: JOIN_AS_GUEST,
        variables: { ...variables, name: guestName, phone },
      });
      const admitted = result.data?.joinMeetingAsGuest;
      if (!admitted) return undefined;
      keepGuestPass(alias, admitted);
      setFresh(true);
      setPass(admitted);
      return undefined;
    } catch (error) {
      const problem = serverProblemOf(error);
      return problem.fields.phone ?? problem.fields.name ?? problem.message;
    }
  };
  return (
    <VisitorDoor variables={variables} navigate={navigate}>
      {(title) =>
        GuestNameDialog ? (
          <GuestNameDialog meetingTitle={title} onSubmit={join} onClose={() => navigate(THANK_YOU_PATH)} />
        ) : (
          <Waiting />
        )
      }
    </VisitorDoor>
  );
};
