import { useMutation, useQuery } from '@apollo/client/react';
import {
  MEETING_DATE_FORMAT,
  MEETING_LIST_MAX_LIMIT,
  meetingScreenTexts,
  RECORDINGS_PAGE_SIZE,
  recordingMessages,
  recordingScreenTexts,
  SHORT_TOAST_DURATION_MS,
} from '@canstring/contracts';
import { DialogFrame, notify, QueryBody } from '@canstring/ui';
import { Button, HStack, Table } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { serverProblemOf } from '../common/server-problem';
import { useViewerClock } from '../common/viewer-clock';
import { DELETE_RECORDING, MEETINGS, RECORDINGS, RENAME_RECORDING } from '../graphql/documents';
import type { MeetingTargetInput, Recording } from '../graphql/types';
import { downloadRecording, fileServerUrl } from './download-recording';
import { formatDuration } from './duration';
import { KeptBoards } from './kept-boards';
import { KeptTranscripts } from './kept-transcripts';
import { pageCountOf, pageLinks } from './page-links';
import { PublishToClass } from './publish-to-class';
import { RecordingPlayer } from './recording-player';
import { RecordingStatusCell } from './recording-status';
import { RenameRecording } from './rename-recording';

const texts = meetingScreenTexts.recordings;
const listTexts = recordingScreenTexts.list;
const COLUMNS = 5;

/** How often the list is read again while a recording in it is still being recorded or composed. */
export const RECORDINGS_REFRESH_MS = 5_000;

export interface RecordingsDialogProps {
  target: MeetingTargetInput;
  /** The session token the file server wants for a download. */
  token: string;
  onClose: () => void;
}

/**
 * The recordings of the meetings with one person or group, newest first, 15 a page (spec 2 §2.5), each
 * with its duration and status (being prepared, ready, or failed with the reason) and, once ready,
 * played in place or downloaded; and the whiteboards and transcripts kept from those meetings (to
 * their hosts). While a recording is still being prepared the list is read again every 5 s.
 */
export const RecordingsDialog = ({ target, token, onClose }: RecordingsDialogProps) => {
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<string>();
  const [playing, setPlaying] = useState<{ id: string; src: string }>();
  const list = useQuery(RECORDINGS, {
    variables: { with: target, offset: page * RECORDINGS_PAGE_SIZE, limit: RECORDINGS_PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const clock = useViewerClock();
  const zone = useMemo(() => clock.zone(), [clock]);
  const meetings = useQuery(MEETINGS, {
    variables: { with: target, zone, offset: 0, limit: MEETING_LIST_MAX_LIMIT },
    fetchPolicy: 'cache-and-network',
  });
  const [rename] = useMutation(RENAME_RECORDING);
  const [remove] = useMutation(DELETE_RECORDING);
  const recordings = list.data?.recordings.recordings ?? [];
  const total = list.data?.recordings.total ?? 0;
  const pages = pageCountOf(total);
  const unsettled = recordings.some((item) => item.status === 'recording' || item.status === 'composing');
  const { startPolling, stopPolling } = list;
  useEffect(() => {
    if (!unsettled) return;
    startPolling(RECORDINGS_REFRESH_MS);
    return () => stopPolling();
  }, [unsettled, startPolling, stopPolling]);
  // A board is kept from any session, also of a meeting whose time has not run out yet.
  const meetingNumbers = [
    ...recordings.map((recording) => recording.roomId),
    ...(meetings.data?.meetings.meetings ?? []).map((item) => item.meeting.meetingNumber),
  ];

  const failed = (error: unknown) => notify(serverProblemOf(error).message, 'error');
  const update = async (recording: Recording, fileName: string) => {
    try {
      await rename({ variables: { id: recording.id, fileName } });
      notify(texts.recordUpdated, 'success', SHORT_TOAST_DURATION_MS);
      setEditing(undefined);
      await list.refetch();
    } catch (error) {
      failed(error);
    }
  };
  const drop = async (recording: Recording) => {
    try {
      await remove({ variables: { id: recording.id } });
      notify(texts.recordDeleted, 'success', SHORT_TOAST_DURATION_MS);
      // The last record of a later page gone: show the page before.
      if (recordings.length === 1 && page > 0) setPage(page - 1);
      else await list.refetch();
    } catch (error) {
      failed(error);
    }
  };
  const download = (recording: Recording) => downloadRecording(recording, token).catch(failed);
  // The list is read again first: its play tickets last an hour, the dialog may have been open longer.
  const play = async (recording: Recording) => {
    try {
      const fresh = await list.refetch();
      const listed = fresh.data?.recordings.recordings.find((item) => item.id === recording.id);
      const path = listed?.playUrl ?? recording.playUrl;
      if (!path) throw new Error(recordingMessages.notPlayable);
      setPlaying({ id: recording.id, src: `${await fileServerUrl()}${path}` });
    } catch (error) {
      failed(error);
    }
  };

  const body = (
    <QueryBody query={list} empty={!recordings.length} emptyText={texts.noRecords} emptyTestId="no-records">
      <Table.Root size="sm" data-testid="recording-list">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{texts.fileName}</Table.ColumnHeader>
            <Table.ColumnHeader>{texts.createdDate}</Table.ColumnHeader>
            <Table.ColumnHeader>{listTexts.duration}</Table.ColumnHeader>
            <Table.ColumnHeader>{listTexts.status}</Table.ColumnHeader>
            <Table.ColumnHeader>{texts.actions}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {recordings.map((recording) => (
            <Fragment key={recording.id}>
              <Table.Row data-testid="recording-row" data-id={recording.id} data-status={recording.status}>
                <Table.Cell>
                  {editing === recording.id ? (
                    <RenameRecording
                      fileName={recording.fileName}
                      onUpdate={(fileName) => update(recording, fileName)}
                      onCancel={() => setEditing(undefined)}
                    />
                  ) : (
                    recording.fileName
                  )}
                </Table.Cell>
                <Table.Cell>{dayjs(recording.createdAt).format(MEETING_DATE_FORMAT)}</Table.Cell>
                <Table.Cell data-testid="recording-duration">
                  {recording.durationSeconds === null
                    ? listTexts.noDuration
                    : formatDuration(recording.durationSeconds)}
                </Table.Cell>
                <Table.Cell>
                  <RecordingStatusCell recording={recording} />
                </Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    {recording.playable && (
                      <Button
                        size="xs"
                        variant="outline"
                        aria-pressed={playing?.id === recording.id}
                        onClick={() => void play(recording)}
                      >
                        {listTexts.play}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="outline"
                      disabled={recording.status !== 'ready'}
                      onClick={() => void download(recording)}
                    >
                      {texts.download}
                    </Button>
                    {target.groupId && recording.playable && (
                      <PublishToClass classId={target.groupId} recording={recording} onFailure={failed} />
                    )}
                    <Button size="xs" variant="outline" onClick={() => setEditing(recording.id)}>
                      {texts.edit}
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void drop(recording)}
                    >
                      {texts.delete}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
              {playing?.id === recording.id && (
                <Table.Row>
                  <Table.Cell colSpan={COLUMNS}>
                    <RecordingPlayer
                      fileName={recording.fileName}
                      src={playing.src}
                      onClose={() => setPlaying(undefined)}
                    />
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          ))}
        </Table.Body>
      </Table.Root>
    </QueryBody>
  );

  const links = pageLinks(page, total);
  return (
    <DialogFrame onClose={onClose} size="lg" testId="recordings" title={texts.title}>
      {body}
      <KeptBoards meetingNumbers={meetingNumbers} token={token} onFailure={failed} />
      <KeptTranscripts meetingNumbers={meetingNumbers} onFailure={failed} />
      {links.length > 0 && (
        <HStack as="nav" justify="center" gap="1" marginTop="3" data-testid="recording-pages">
          <Button size="xs" variant="ghost" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {texts.previousPage}
          </Button>
          {links.map((link) => (
            <Button
              key={link}
              size="xs"
              variant={link === page ? 'solid' : 'outline'}
              aria-current={link === page ? 'page' : undefined}
              onClick={() => setPage(link)}
            >
              {link + 1}
            </Button>
          ))}
          <Button size="xs" variant="ghost" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            {texts.nextPage}
          </Button>
        </HStack>
      )}
    </DialogFrame>
  );
};
