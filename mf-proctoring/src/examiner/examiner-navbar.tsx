import { type ExamStatus, proctoringScreenTexts, proctoringTexts } from '@canstring/contracts';
import { firstInitial } from '@canstring/ui';
import { Avatar, Badge, Button, Flex, Heading, Menu, Portal, Text } from '@chakra-ui/react';
import { timerText, useTimerSeconds } from '../common/exam-clock';

const texts = proctoringTexts;

export interface ExaminerNavbarProps {
  title: string;
  status: ExamStatus;
  startedAt: string | null;
  stoppedAt: string | null;
  /** Start Test or Stop Test was pressed and the room has not answered yet. */
  busy: boolean;
  /** The room stopped the test when its time ran out. */
  timeUp?: boolean;
  onStart: () => void;
  onStop: () => void;
  firstName: string;
  onLogOut: () => void;
}

/**
 * The examiner's navbar (spec 3 §2): the exam's title, the Start Test / Stop Test toggle, the timer
 * once started (MM:SS, HH:MM:SS from the first hour), and the user menu with Log out.
 */
export const ExaminerNavbar = ({
  title,
  status,
  startedAt,
  stoppedAt,
  busy,
  timeUp = false,
  onStart,
  onStop,
  firstName,
  onLogOut,
}: ExaminerNavbarProps) => {
  const seconds = useTimerSeconds(startedAt, stoppedAt);
  return (
    <Flex as="nav" align="center" gap="3" paddingX="4" paddingY="2" borderBottomWidth="1px" wrap="wrap">
      <Heading as="h1" size="md" flex="1" truncate data-testid="exam-heading">
        {title}
      </Heading>
      {startedAt && (
        <Text
          fontFamily="mono"
          fontSize="lg"
          data-testid="exam-timer"
          aria-label={proctoringScreenTexts.examiner.examTime}
        >
          {timerText(seconds)}
        </Text>
      )}
      {status === 'stopped' ? (
        <Badge colorPalette="gray" data-testid="test-stopped">
          {timeUp ? texts.timeUp : texts.testStopped}
        </Badge>
      ) : (
        <Button
          size="sm"
          colorPalette={status === 'started' ? 'red' : 'green'}
          data-testid="test-toggle"
          data-status={status}
          loading={busy}
          onClick={status === 'started' ? onStop : onStart}
        >
          {status === 'started' ? texts.stopTest : texts.startTest}
        </Button>
      )}
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button
            variant="ghost"
            padding="0"
            borderRadius="full"
            data-testid="examiner-user-menu"
            aria-label={firstName}
          >
            <Avatar.Root size="sm" colorPalette="brand">
              <Avatar.Fallback>{firstInitial(firstName)}</Avatar.Fallback>
            </Avatar.Root>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="log-out" data-testid="examiner-log-out" onSelect={onLogOut}>
                {texts.logOut}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
};
