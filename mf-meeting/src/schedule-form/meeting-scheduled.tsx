import { meetingMessages, meetingScreenTexts } from '@canstring/contracts';
import { Button, DataList, Heading, Stack } from '@chakra-ui/react';
import { copyText } from '../common/copy-text';
import { publicJoinPath, siteUrl } from '../common/meeting-links';
import type { Meeting } from '../graphql/types';

const texts = meetingScreenTexts.form;

export const organizerNameOf = (meeting: Meeting) =>
  [meeting.organizerFirstName, meeting.organizerLastName].filter(Boolean).join(' ');

/** The meeting's details as Copy Meeting Info puts them on the clipboard. */
export const meetingInfoText = (meeting: Meeting, link: string) =>
  [
    `${texts.meetingTitle}: ${meeting.title}`,
    `${texts.organizer}: ${organizerNameOf(meeting)}`,
    `${texts.meetingId}: ${meeting.meetingNumber}`,
    `${texts.meetingLink}: ${link}`,
  ].join('\n');

/** 'Meeting Scheduled Successfully' with title, organizer, meeting ID and link (spec 2 §2.2). */
export const MeetingScheduled = ({ meeting, onDone }: { meeting: Meeting; onDone: () => void }) => {
  const link = siteUrl(publicJoinPath(meeting.alias));
  const rows: [string, string][] = [
    [texts.meetingTitle, meeting.title],
    [texts.organizer, organizerNameOf(meeting)],
    [texts.meetingId, meeting.meetingNumber],
    [texts.meetingLink, link],
  ];
  return (
    <Stack gap="4" data-testid="meeting-scheduled">
      <Heading as="h3" size="md">
        {meetingMessages.meetingScheduled}
      </Heading>
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`scheduled-${label}`} wordBreak="break-all">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Stack direction="row" justify="flex-end">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copyText(meetingInfoText(meeting, link), meetingMessages.meetingInfoCopied)}
        >
          {texts.copyMeetingInfo}
        </Button>
        <Button size="sm" onClick={onDone}>
          {texts.ok}
        </Button>
      </Stack>
    </Stack>
  );
};
