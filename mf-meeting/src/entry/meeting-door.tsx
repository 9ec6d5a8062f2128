import { useQuery } from '@apollo/client/react';
import { LOCKED_DISCONNECT_MS, REMOVED_LEAVE_MS, roomMessages } from '@canstring/contracts';
import { Waiting } from '@canstring/ui';
import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { serverProblemOf } from '../common/server-problem';
import { ROOM_DOOR } from '../graphql/documents';
import { useAfter } from '../room/room-timings';
import { EntryRefused } from './meeting-screen';

const THANK_YOU_PATH = '/thankyou';

type DoorVariables = { alias: string; currentDate: string; zone: string };

/**
 * A visitor at the public link (spec 3 §2, §8): the meeting's title before the name prompt, and an
 * unknown, ended or locked meeting said first, before any name or phone is asked.
 */
export const VisitorDoor = ({
  variables,
  navigate,
  children,
}: {
  variables: DoorVariables;
  navigate: (to: string) => void;
  /** The name prompt, with the meeting's title. */
  children: (title: string) => ReactNode;
}) => {
  const door = useQuery(ROOM_DOOR, { variables, fetchPolicy: 'network-only' });
  const home = () => navigate('/');
  if (door.error) return <EntryRefused message={serverProblemOf(door.error).message} onHome={home} />;
  const seen = door.data?.roomDoor;
  if (!seen) return <Waiting />;
  if (seen.locked) return <EntryRefused message={roomMessages.meetingLocked} onHome={home} />;
  return children(seen.title);
};

/**
 * Whether the room keeps this person out before they enter: removed from its session, or the room
 * locked (a host always comes in). Asked as the device preview opens; null while it is not known or
 * they may come in (the join itself says anything else).
 */
export const useKeptOut = ({
  variables,
  asHost,
  guestToken,
}: {
  variables: DoorVariables;
  asHost: boolean;
  guestToken?: string;
}): string | null => {
  const context = guestToken ? { headers: { authorization: `Bearer ${guestToken}` } } : undefined;
  const door = useQuery(ROOM_DOOR, { variables, skip: asHost, fetchPolicy: 'network-only', context });
  const seen = door.data?.roomDoor;
  if (!seen || asHost) return null;
  if (seen.removed) return roomMessages.removed;
  if (seen.locked) return roomMessages.meetingLocked;
  return null;
};

/** Told at once, then the thank-you page, as the room does when it removes someone or is locked. */
export const KeptOut = ({ message, navigate }: { message: string; navigate: (to: string) => void }) => {
  useAfter(true, message === roomMessages.removed ? REMOVED_LEAVE_MS : LOCKED_DISCONNECT_MS, () =>
    navigate(THANK_YOU_PATH),
  );
  return (
    <Box as="section" data-testid="kept-out" padding="6">
      <Text fontSize="xl" textAlign="center" role="alert" data-testid="room-message">
        {message}
      </Text>
    </Box>
  );
};
