import { MEETING_DATE_FORMAT, roomScreenTexts } from '@canstring/contracts';
import { Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';

const texts = roomScreenTexts.info;

export interface InfoTabProps {
  title: string;
  startAt: string;
  endAt: string;
  organizerName: string;
  meetingNumber: string;
  link: string;
  onCopy: () => void;
  onInvite: () => void;
}

/** Info: what the meeting is and its link, with copy and Invite Participants (spec 2 §2.7). */
export const InfoTab = ({
  title,
  startAt,
  endAt,
  organizerName,
  meetingNumber,
  link,
  onCopy,
  onInvite,
}: InfoTabProps) => {
  const rows: [string, string][] = [
    [texts.title, title],
    [texts.starts, dayjs(startAt).format(MEETING_DATE_FORMAT)],
    [texts.ends, dayjs(endAt).format(MEETING_DATE_FORMAT)],
    [texts.organizer, organizerName],
    [texts.meetingId, meetingNumber],
  ];
  return (
    <Stack gap="4">
      <DataList.Root size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.ItemLabel>{texts.meetingLink}</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="2" align="start">
              <Text wordBreak="break-all" data-testid="meeting-link">
                {link}
              </Text>
              <Button size="xs" variant="outline" onClick={onCopy}>
                {texts.copy}
              </Button>
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Button size="sm" onClick={onInvite} data-testid="invite-participants">
        {texts.inviteParticipants}
      </Button>
    </Stack>
  );
};
