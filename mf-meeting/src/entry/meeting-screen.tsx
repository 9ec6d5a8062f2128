import { MEETING_DATE_FORMAT, meetingMessages, meetingScreenTexts } from '@canstring/contracts';
import { Badge, Box, Button, DataList, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { copyText } from '../common/copy-text';
import { publicJoinPath, siteUrl } from '../common/meeting-links';
import type { MeetingEntry } from '../graphql/types';

const texts = meetingScreenTexts.entry;

export type EntryRole = 'host' | 'member' | 'guest';

/**
 * The meeting screen as far as entry goes: what the meeting is, its link, and a way out (the live
 * room itself is the live-room work).
 */
export const MeetingScreen = ({
  entry,
  enteredAs,
  onLeave,
}: {
  entry: MeetingEntry;
  enteredAs: EntryRole;
  onLeave: () => void;
}) => {
  const link = siteUrl(publicJoinPath(entry.alias));
  const rows: [string, string][] = [
    [texts.organizer, entry.organizerName],
    [texts.starts, dayjs(entry.startAt).format(MEETING_DATE_FORMAT)],
    [texts.ends, dayjs(entry.endAt).format(MEETING_DATE_FORMAT)],
    [texts.meetingId, entry.meetingNumber],
  ];
  return (
    <Box
      as="section"
      data-testid="meeting-screen"
      data-role={enteredAs}
      padding={{ base: '4', md: '6' }}
      maxWidth="2xl"
    >
      <Flex align="center" gap="3" marginBottom="4">
        <Heading as="h1" size="lg" flex="1" data-testid="meeting-title">
          {entry.title}
        </Heading>
        {enteredAs === 'guest' && <Badge>{texts.guest}</Badge>}
      </Flex>
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
        <DataList.Item>
          <DataList.ItemLabel>{texts.meetingLink}</DataList.ItemLabel>
          <DataList.ItemValue>
            <HStack gap="2">
              <Text wordBreak="break-all" data-testid="meeting-link">
                {link}
              </Text>
              <Button
                size="xs"
                variant="outline"
                onClick={() => void copyText(link, meetingMessages.meetingUrlCopied)}
              >
                {texts.copy}
              </Button>
            </HStack>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Button marginTop="6" colorPalette="red" onClick={onLeave}>
        {texts.leave}
      </Button>
    </Box>
  );
};

/** A link that cannot be entered: the server's reason and a way home. */
export const EntryRefused = ({ message, onHome }: { message: string; onHome: () => void }) => (
  <Box as="section" data-testid="entry-refused" padding="6" role="alert">
    <Text fontSize="lg">{message}</Text>
    <Button marginTop="4" size="sm" variant="outline" onClick={onHome}>
      {texts.goHome}
    </Button>
  </Box>
);
