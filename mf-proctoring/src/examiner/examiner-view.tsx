import { type ExamStatus, proctoringScreenTexts } from '@canstring/contracts';
import { Alert, Box, CloseButton, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CameraGrid, type GridCamera } from './camera-grid';
import { CandidateList } from './candidate-list';
import type { CandidateRow } from './examiner-model';
import { ExaminerNavbar } from './examiner-navbar';
import { FlagTimeline } from './flag-timeline';
import { MessageBox, type SentMessage } from './message-box';
import { type CandidatePictures, SelectedCandidate } from './selected-candidate';

export interface ExaminerViewProps {
  title: string;
  status: ExamStatus;
  startedAt: string | null;
  stoppedAt: string | null;
  busy: boolean;
  timeUp?: boolean;
  onStart: () => void;
  onStop: () => void;
  firstName: string;
  onLogOut: () => void;
  rows: readonly CandidateRow[];
  selected: string | null;
  onSelect: (userId: string) => void;
  pictures: CandidatePictures;
  streamError: boolean;
  cameras: readonly GridCamera[];
  /** The candidate the message box writes to; null when closed. */
  chatWith: string | null;
  onChat: (userId: string | null) => void;
  sentTo: (userId: string) => readonly SentMessage[];
  onSend: (userId: string, message: string) => Promise<void>;
  /** A refusal or failure to show (dismissable). */
  problem: string | null;
  onProblemSeen: () => void;
  /** Notices over the view (connection, media). */
  notices?: ReactNode;
  /** Shown under the navbar once the test is stopped: the report. */
  afterStop?: ReactNode;
}

/**
 * The examiner view (spec 3 §2): navbar with the toggle, timer and user menu; the Candidates list;
 * the selected candidate's screen and camera large with their flags' timeline; every camera in a
 * grid; the message box to one candidate.
 */
export const ExaminerView = (props: ExaminerViewProps) => {
  const { rows, selected, chatWith } = props;
  const selectedRow = rows.find((row) => row.userId === selected) ?? null;
  const chatRow = rows.find((row) => row.userId === chatWith) ?? null;
  return (
    <Flex
      as="section"
      direction="column"
      data-testid="examiner-view"
      data-status={props.status}
      minHeight="0"
    >
      <ExaminerNavbar
        title={props.title}
        status={props.status}
        startedAt={props.startedAt}
        stoppedAt={props.stoppedAt}
        busy={props.busy}
        timeUp={props.timeUp ?? false}
        onStart={props.onStart}
        onStop={props.onStop}
        firstName={props.firstName}
        onLogOut={props.onLogOut}
      />
      <Stack gap="2" paddingX="4" paddingTop="2">
        {props.problem && (
          <Alert.Root status="error" size="sm" data-testid="examiner-problem">
            <Alert.Indicator />
            <Alert.Title flex="1">{props.problem}</Alert.Title>
            <CloseButton
              size="xs"
              onClick={props.onProblemSeen}
              aria-label={proctoringScreenTexts.examiner.dismiss}
            />
          </Alert.Root>
        )}
        {props.notices}
      </Stack>
      {props.afterStop ? (
        <Box padding="4">{props.afterStop}</Box>
      ) : (
        <Flex gap="4" padding="4" direction={{ base: 'column', md: 'row' }} align="flex-start">
          <Stack width={{ base: '100%', md: '280px' }} flexShrink={0} gap="3">
            <CandidateList
              rows={rows}
              selected={selected}
              onWatch={props.onSelect}
              onChat={(userId) => props.onChat(userId)}
            />
            {chatRow && (
              <MessageBox
                key={chatRow.userId}
                userName={chatRow.userName}
                sent={props.sentTo(chatRow.userId)}
                onSend={(message) => props.onSend(chatRow.userId, message)}
                onClose={() => props.onChat(null)}
              />
            )}
          </Stack>
          <Stack flex="1" minWidth="0" gap="4">
            {selectedRow && (
              <>
                <SelectedCandidate
                  userId={selectedRow.userId}
                  userName={selectedRow.userName}
                  pictures={props.pictures}
                  streamError={props.streamError}
                />
                <FlagTimeline userId={selectedRow.userId} flags={selectedRow.flags} />
              </>
            )}
            <CameraGrid cameras={props.cameras} selected={selected} onSelect={props.onSelect} />
          </Stack>
        </Flex>
      )}
    </Flex>
  );
};
