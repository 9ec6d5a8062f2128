import { meetingMessages, meetingScreenTexts } from '@canstring/contracts';
import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { copyText } from '../common/copy-text';
import { publicJoinPath, siteUrl } from '../common/meeting-links';
import type { MeetingListItem } from '../graphql/types';

const texts = meetingScreenTexts.schedule;

/** Ended by the server's word, or since then by the viewer's clock. */
export const hasEnded = (item: MeetingListItem, now: Date) =>
  item.ended || new Date(item.meeting.endAt).getTime() <= now.getTime();

export interface MeetingRowProps {
  item: MeetingListItem;
  now: Date;
  isHost: boolean;
  onStart: (item: MeetingListItem) => void;
  onJoin: (item: MeetingListItem) => void;
  onDelete: (item: MeetingListItem) => void;
}

/** One meeting of the schedule list with its actions (spec 2 §2.1). */
export const MeetingRow = ({ item, now, isHost, onStart, onJoin, onDelete }: MeetingRowProps) => {
  const ended = hasEnded(item, now);
  const link = siteUrl(publicJoinPath(item.meeting.alias));
  return (
    <Table.Row data-testid="meeting-row" data-alias={item.meeting.alias} data-ended={ended || undefined}>
      <Table.Cell>
        <Badge size="sm">{meetingMessages.statusOffline}</Badge>
      </Table.Cell>
      <Table.Cell minWidth="8rem" wordBreak="break-word">
        {item.meeting.title}
      </Table.Cell>
      <Table.Cell minWidth="10rem">
        <HStack gap="2" wrap="wrap">
          <Text fontSize="xs" wordBreak="break-all" data-testid="meeting-url">
            {link}
          </Text>
          <Button
            size="xs"
            flexShrink={0}
            variant="outline"
            disabled={ended || !item.canCopyLink}
            onClick={() => void copyText(link, meetingMessages.meetingUrlCopied)}
          >
            {texts.copyLink}
          </Button>
        </HStack>
      </Table.Cell>
      <Table.Cell>{item.meetingTypeLabel}</Table.Cell>
      <Table.Cell>{item.startDisplay}</Table.Cell>
      <Table.Cell>{item.endDisplay}</Table.Cell>
      <Table.Cell>
        <HStack gap="2" wrap="wrap">
          {isHost ? (
            <>
              <Button size="xs" disabled={ended} onClick={() => onStart(item)}>
                {texts.startMeeting}
              </Button>
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(item)}>
                {texts.deleteMeeting}
              </Button>
            </>
          ) : (
            <Button size="xs" disabled={ended || !item.canJoin} onClick={() => onJoin(item)}>
              {texts.joinMeeting}
            </Button>
          )}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
};
