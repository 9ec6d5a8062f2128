import type { RoomParticipantView, SpeakingLevels } from '@canstring/client/room';
import {
  HOST_TRANSFER_LOCK_MS,
  holdsHostPower,
  roomScreenTexts,
  type SeatType,
  WEBINAR_LIST_FIRST,
  WEBINAR_LIST_MORE,
} from '@canstring/contracts';
import { HandIcon } from '@canstring/ui';
import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { displayName } from './display-name';
import { ParticipantMenu } from './participant-menu';
import type { SendSignal } from './room-actions';
import { SpeakingDots } from './speaking/speaking-dots';

const texts = roomScreenTexts.participants;

/**
 * The Make/Remove Host click lock (spec 2 §4): repeat clicks within 4 s do nothing. It runs from the
 * click and again from the server's answer, so it never ends before the server's own 4 s lock.
 */
const useTransferLock = () => {
  const [lockedAt, setLockedAt] = useState(0);
  useEffect(() => {
    if (!lockedAt) return;
    const timer = setTimeout(() => setLockedAt(0), HOST_TRANSFER_LOCK_MS);
    return () => clearTimeout(timer);
  }, [lockedAt]);
  return { locked: lockedAt !== 0, lock: () => setLockedAt((n) => n + 1) };
};

export interface ParticipantsTabProps {
  participants: RoomParticipantView[];
  me: RoomParticipantView | undefined;
  seatType: SeatType;
  send: SendSignal;
  /** Who is speaking now, with their level (the speaking dots). */
  speaking?: SpeakingLevels;
}

const ParticipantRow = ({
  participant: p,
  isMe,
  level,
  controls,
}: {
  participant: RoomParticipantView;
  isMe: boolean;
  level: number | undefined;
  controls: React.ReactNode;
}) => (
  <Flex
    align="center"
    gap="2"
    paddingY="1"
    data-testid="participant-row"
    data-name={p.userName}
    data-participant-id={p.participantId}
  >
    <Text flex="1" truncate title={p.userName} data-testid="participant-name">
      {displayName(p.userName, p.public)}
      {isMe && ` ${texts.you}`}
    </Text>
    <HStack gap="1">
      <SpeakingDots level={level} />
      {p.handRaised && (
        <Badge colorPalette="yellow" data-testid="marker-hand" aria-label={texts.handRaised}>
          <HandIcon boxSize="3.5" />
        </Badge>
      )}
      {p.isHost && (
        <Badge colorPalette="blue" data-testid="marker-host">
          {texts.host}
        </Badge>
      )}
      {p.temphost && (
        <Badge colorPalette="purple" data-testid="marker-temp-host">
          {texts.temporaryHost}
        </Badge>
      )}
      <Badge variant="outline" data-testid="marker-mode">
        {p.userMode === 'presenter' ? texts.presenter : texts.viewer}
      </Badge>
    </HStack>
    {controls}
  </Flex>
);

/**
 * Participants: names cut to length, hand, host and presenter markers, the raised-hand count, and
 * for hosts each participant's controls. A webinar lists 20 first; Load More adds 100.
 */
export const ParticipantsTab = ({
  participants,
  me,
  seatType,
  send,
  speaking = {},
}: ParticipantsTabProps) => {
  const webinar = seatType === 'webinar';
  const [shown, setShown] = useState(WEBINAR_LIST_FIRST);
  const transfer = useTransferLock();
  const host = me ? holdsHostPower(me) : false;
  const raised = participants.filter((p) => p.handRaised).length;
  const listed = webinar ? participants.slice(0, shown) : participants;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted" data-testid="raised-hands">
        {texts.raisedHands}: {raised}
      </Text>
      <Stack gap="0">
        {listed.map((p) => {
          const isMe = p.participantId === me?.participantId;
          return (
            <ParticipantRow
              key={p.participantId}
              participant={p}
              isMe={isMe}
              level={speaking[p.participantId]}
              controls={
                host && !isMe ? (
                  <ParticipantMenu
                    participant={p}
                    canTransferHosting={me?.isHost ?? false}
                    transferLocked={transfer.locked}
                    onHostingTransfer={(participantId, grant) => {
                      if (transfer.locked) return;
                      transfer.lock();
                      void send('onHostingTransfer', { participantId, grant }).finally(transfer.lock);
                    }}
                    send={send}
                  />
                ) : null
              }
            />
          );
        })}
      </Stack>
      {webinar && participants.length > shown && (
        <Button size="xs" variant="outline" onClick={() => setShown((n) => n + WEBINAR_LIST_MORE)}>
          {texts.loadMore}
        </Button>
      )}
    </Stack>
  );
};
