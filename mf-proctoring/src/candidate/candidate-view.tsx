import {
  type ExamFlagKind,
  examFlagLabels,
  proctoringScreenTexts,
  proctoringTexts,
} from '@canstring/contracts';
import { Alert, Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { timerText, useTimerSeconds } from '../common/exam-clock';
import type { CandidateStatus } from './candidate-status';
import { ExaminerMessagePopup } from './examiner-message-popup';
import { OwnPreviews } from './own-previews';
import { RulesPanel } from './rules-panel';

const texts = proctoringTexts;
const own = proctoringScreenTexts.candidate;

export interface CandidateViewProps {
  title: string;
  status: CandidateStatus;
  /** The candidate's own start and end (their timer). */
  startedAt: string | null;
  endedAt: string | null;
  camera: MediaStream | null;
  screen: MediaStream | null;
  /** Sharing is under way (the picker, or the camera after the screen). */
  sharing: boolean;
  onShare: () => void;
  starting: boolean;
  onStartTest: () => void;
  /** A refusal or failure to show. */
  problem: string | null;
  /** The examiner's message not yet closed. */
  message: { name: string; message: string } | null;
  onMessageClosed: () => void;
  /** The last flag this page raised (the candidate sees what was recorded). */
  lastFlag: ExamFlagKind | null;
  /** The test ended because its time ran out (the room stopped it), not by the examiner's Stop Test. */
  timeUp?: boolean;
  notices?: ReactNode;
}

const Notice = ({
  testId,
  status,
  children,
}: {
  testId: string;
  status: 'info' | 'warning' | 'error' | 'success';
  children: string;
}) => (
  <Alert.Root status={status} size="sm" data-testid={testId}>
    <Alert.Indicator />
    <Alert.Title>{children}</Alert.Title>
  </Alert.Root>
);

/**
 * The candidate view (spec 3 §2): navbar with the timer, the rules, their own camera and screen
 * previews; Start Test once the examiner started the test; then the started message; the examiner's
 * messages in a popup; exited when the examiner stops the test.
 */
export const CandidateView = (props: CandidateViewProps) => {
  const { status } = props;
  const seconds = useTimerSeconds(props.startedAt, props.endedAt);
  const over = status === 'stopped' || status === 'disqualified' || status === 'refused';
  const bothShared = Boolean(props.camera && props.screen);
  return (
    <Flex as="section" direction="column" data-testid="candidate-view" data-status={status}>
      <Flex as="nav" align="center" gap="3" paddingX="4" paddingY="2" borderBottomWidth="1px">
        <Heading as="h1" size="md" flex="1" truncate data-testid="exam-heading">
          {props.title}
        </Heading>
        <Text
          fontFamily="mono"
          fontSize="lg"
          data-testid="candidate-timer"
          aria-label={proctoringScreenTexts.examiner.examTime}
        >
          {timerText(seconds)}
        </Text>
      </Flex>
      <Stack gap="3" padding="4">
        {props.problem && (
          <Notice testId="candidate-problem" status="error">
            {props.problem}
          </Notice>
        )}
        {props.notices}
        {status === 'stopped' && (
          <Box data-testid="candidate-exited" padding="6" textAlign="center">
            <Text fontSize="xl">{props.timeUp ? texts.timeUp : texts.testStopped}</Text>
          </Box>
        )}
        {status === 'disqualified' && (
          <Notice testId="candidate-disqualified" status="error">
            {texts.disqualified}
          </Notice>
        )}
        {!over && (
          <>
            {status === 'waiting' && (
              <Notice testId="waiting-for-examiner" status="info">
                {texts.waitingForExaminer}
              </Notice>
            )}
            {status === 'started' && (
              <Notice testId="test-started-message" status="success">
                {texts.testStarted}
              </Notice>
            )}
            {status === 'started' && props.lastFlag && (
              <Notice testId="candidate-flag-notice" status="warning">
                {own.recorded(examFlagLabels[props.lastFlag])}
              </Notice>
            )}
            <Flex gap="4" direction={{ base: 'column', lg: 'row' }} align="flex-start">
              <Stack flex="1" gap="3" width="100%">
                <RulesPanel />
                <Flex gap="2" wrap="wrap">
                  {(!bothShared || status !== 'started') && (
                    <Button
                      size="sm"
                      variant={bothShared ? 'outline' : 'solid'}
                      data-testid="share-media"
                      loading={props.sharing}
                      disabled={status === 'joining'}
                      onClick={props.onShare}
                    >
                      {bothShared ? own.shareAgain : own.share}
                    </Button>
                  )}
                  {status === 'ready' && (
                    <Button
                      size="sm"
                      colorPalette="green"
                      data-testid="start-test"
                      loading={props.starting}
                      onClick={props.onStartTest}
                    >
                      {texts.startTest}
                    </Button>
                  )}
                </Flex>
              </Stack>
              <Box flex="2" width="100%">
                <OwnPreviews camera={props.camera} screen={props.screen} />
              </Box>
            </Flex>
          </>
        )}
      </Stack>
      {props.message && !over && (
        <ExaminerMessagePopup
          name={props.message.name}
          message={props.message.message}
          onClose={props.onMessageClosed}
        />
      )}
    </Flex>
  );
};
