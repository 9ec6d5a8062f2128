import { useMutation, useQuery } from '@apollo/client/react';
import type { ScheduleViewProps } from '@canstring/client';
import {
  confirmTexts,
  isAdministrator,
  MEETING_LIST_DEFAULT_LIMIT,
  MEETING_LIST_MAX_LIMIT,
  meetingMessages,
  meetingScreenTexts,
} from '@canstring/contracts';
import { ConfirmDialog, GroupIcon, notify, QueryBody } from '@canstring/ui';
import { Box, Button, Flex, Heading, HStack, Link, Table } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { onMobile } from '../common/device';
import { hostPath, joinPath } from '../common/meeting-links';
import { serverProblemOf } from '../common/server-problem';
import { targetInputOf } from '../common/target';
import { useNow, useViewerClock } from '../common/viewer-clock';
import { DELETE_MEETING, MEETINGS } from '../graphql/documents';
import type { MeetingListItem } from '../graphql/types';
import { RecordingsDialog } from '../recordings/recordings-dialog';
import { ScheduleMeetingDialog } from '../schedule-form/schedule-meeting-dialog';
import { headerButtonsFor, phoneCallHref } from './header-buttons';
import { MeetingRow } from './meeting-row';

const texts = meetingScreenTexts.schedule;
const columns = texts.columns;

/** Opens a page of this site in a new window (the host page, spec 2 §2). */
const openInNewWindow = (path: string) => window.open(path, '_blank', 'noopener');

/** The meetings scheduled with one person or one group (spec 2 §2.1), shown inside a chat. */
export const ScheduleView = ({ target, session, navigate, onShowChat, onShowMembers }: ScheduleViewProps) => {
  const clock = useViewerClock();
  const now = useNow();
  const zone = useMemo(() => clock.zone(), [clock]);
  const withTarget = useMemo(() => targetInputOf(target), [target]);
  const isHost = !!session && isAdministrator(session.user_role);
  const firstName = session?.userDetail.first_name ?? '';
  const [dialog, setDialog] = useState<'schedule' | 'recordings'>();
  const [limit, setLimit] = useState(MEETING_LIST_DEFAULT_LIMIT);
  // Deleting a meeting cannot be undone: it is asked first.
  const [toDelete, setToDelete] = useState<MeetingListItem | null>(null);

  const list = useQuery(MEETINGS, {
    variables: { with: withTarget, zone, offset: 0, limit },
    fetchPolicy: 'cache-and-network',
  });
  const [deleteMeeting] = useMutation(DELETE_MEETING);
  const buttons = headerButtonsFor({ target, isHost, mobile: onMobile(), canShowMembers: !!onShowMembers });

  const remove = async (item: MeetingListItem) => {
    try {
      await deleteMeeting({ variables: { id: item.meeting.id } });
      notify(meetingMessages.meetingDeleted, 'success');
      await list.refetch();
    } catch (error) {
      notify(serverProblemOf(error).message, 'error');
    }
  };

  const items = list.data?.meetings.meetings ?? [];
  const total = list.data?.meetings.total ?? 0;

  const body = (
    <QueryBody
      query={list}
      empty={!items.length}
      emptyText={meetingMessages.noSessionsFound}
      emptyTestId="no-sessions"
    >
      {/* Its cells wrap, so the table fits a wide panel; a narrow one scrolls it sideways in this frame. */}
      <Table.ScrollArea borderWidth="1px" rounded="md" whiteSpace="normal" data-testid="meeting-list-frame">
        <Table.Root size="sm" data-testid="meeting-list">
          <Table.Header>
            <Table.Row>
              {[
                columns.status,
                columns.sessionName,
                columns.sessionUrl,
                columns.meetingType,
                columns.start,
                columns.end,
                columns.action,
              ].map((label) => (
                <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item) => (
              <MeetingRow
                key={item.meeting.id}
                item={item}
                now={now}
                isHost={isHost}
                onStart={(row) => openInNewWindow(hostPath(row.meeting.alias, firstName))}
                onJoin={(row) => navigate(joinPath(row.meeting.alias, firstName))}
                onDelete={setToDelete}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </QueryBody>
  );

  return (
    <Box as="section" data-testid="schedule-view" padding={{ base: '3', md: '4' }}>
      <Flex align="center" gap="2" wrap="wrap" marginBottom="3">
        <Heading as="h2" size="md" flex="1" truncate>
          {target.name}
        </Heading>
        <HStack gap="2" wrap="wrap">
          {buttons.phoneCall && target.kind === 'user' && (
            <Button asChild size="sm" variant="outline">
              <Link href={phoneCallHref(target.phone)}>{texts.phoneCall}</Link>
            </Button>
          )}
          {buttons.createMeeting && (
            <Button size="sm" onClick={() => setDialog('schedule')}>
              {texts.createMeeting}
            </Button>
          )}
          {buttons.recordings && (
            <Button size="sm" variant="outline" onClick={() => setDialog('recordings')}>
              {texts.recordings}
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={onShowChat}>
            {texts.chat}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              navigate(target.kind === 'group' ? `/lessons?class=${target.groupId}` : '/lessons')
            }
          >
            {texts.classView}
          </Button>
          {buttons.members && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={texts.groupMembers}
              title={texts.groupMembers}
              onClick={onShowMembers}
            >
              <GroupIcon />
            </Button>
          )}
        </HStack>
      </Flex>
      {body}
      {items.length < total && limit < MEETING_LIST_MAX_LIMIT && (
        <Flex justify="center" marginTop="3">
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              setLimit((value) => Math.min(value + MEETING_LIST_DEFAULT_LIMIT, MEETING_LIST_MAX_LIMIT))
            }
          >
            {texts.loadMore}
          </Button>
        </Flex>
      )}
      {toDelete && (
        <ConfirmDialog
          open
          testId="confirm-delete-meeting"
          title={confirmTexts.title}
          message={confirmTexts.deleteMeeting.message(toDelete.meeting.title)}
          confirmLabel={confirmTexts.deleteMeeting.confirm}
          cancelLabel={confirmTexts.cancel}
          danger
          onCancel={() => setToDelete(null)}
          onConfirm={async () => {
            await remove(toDelete);
            setToDelete(null);
          }}
        />
      )}
      {dialog === 'schedule' && (
        <ScheduleMeetingDialog
          target={withTarget}
          onClose={() => setDialog(undefined)}
          onScheduled={() => void list.refetch()}
        />
      )}
      {dialog === 'recordings' && session && (
        <RecordingsDialog target={withTarget} token={session.token} onClose={() => setDialog(undefined)} />
      )}
    </Box>
  );
};
