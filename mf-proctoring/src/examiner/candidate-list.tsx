import {
  disqualificationLabels,
  EXAM_CANDIDATE_COUNT_LABEL,
  examFlagLabels,
  proctoringScreenTexts,
  proctoringTexts,
} from '@canstring/contracts';
import { Badge, Box, Flex, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { timerText } from '../common/exam-clock';
import { ChatIcon, FlagIcon, PlayIcon } from '../common/icons';
import type { CandidateRow } from './examiner-model';

const texts = proctoringTexts;

export interface CandidateListProps {
  rows: readonly CandidateRow[];
  selected: string | null;
  onWatch: (userId: string) => void;
  onChat: (userId: string) => void;
}

/**
 * The Candidates list (spec 3 §2): the heading with its fixed count, and per candidate the name, the
 * elapsed time, the chat and play icons (play hidden for the one selected), the latest flag with
 * how many there are, and a disqualification.
 */
export const CandidateList = ({ rows, selected, onWatch, onChat }: CandidateListProps) => (
  <Stack as="section" gap="2" data-testid="candidate-list" aria-label={texts.candidates}>
    <Flex align="center" gap="2">
      <Heading as="h2" size="sm">
        {texts.candidates}
      </Heading>
      <Badge data-testid="candidate-count">{EXAM_CANDIDATE_COUNT_LABEL}</Badge>
    </Flex>
    {rows.length === 0 && (
      <Text color="fg.muted" fontSize="sm" data-testid="no-candidates">
        {texts.noCandidates}
      </Text>
    )}
    {rows.map((row) => {
      const isSelected = row.userId === selected;
      const latest = row.flags.at(-1);
      return (
        <Box
          key={row.userId}
          data-testid="candidate-row"
          data-user-id={row.userId}
          data-participant-id={row.participantId ?? ''}
          data-selected={isSelected ? 'true' : 'false'}
          data-started={row.startedAt ? 'true' : 'false'}
          data-disqualified={row.disqualified ? 'true' : 'false'}
          data-flags={row.flags.length}
          data-flag-kinds={[...new Set(row.flags.map((flag) => flag.kind))].join(' ')}
          borderWidth="1px"
          borderRadius="md"
          padding="2"
          bg={isSelected ? 'bg.muted' : undefined}
          opacity={row.participantId || row.endedAt ? 1 : 0.6}
        >
          <Flex align="center" gap="2">
            <Text flex="1" fontWeight="medium" truncate data-testid="candidate-name">
              {row.userName}
            </Text>
            <Text fontFamily="mono" fontSize="sm" data-testid="candidate-elapsed">
              {timerText(row.elapsed)}
            </Text>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={proctoringScreenTexts.examiner.messageTo(row.userName)}
              data-testid="candidate-chat"
              disabled={!row.participantId}
              onClick={() => onChat(row.userId)}
            >
              <ChatIcon />
            </IconButton>
            {!isSelected && (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={proctoringScreenTexts.examiner.watch(row.userName)}
                data-testid="candidate-play"
                onClick={() => onWatch(row.userId)}
              >
                <PlayIcon />
              </IconButton>
            )}
          </Flex>
          {latest && (
            <Flex
              align="center"
              gap="1"
              color="fg.warning"
              fontSize="xs"
              data-testid="candidate-flag"
              data-kind={latest.kind}
            >
              <FlagIcon boxSize="3" />
              <Text truncate>{examFlagLabels[latest.kind]}</Text>
              {row.flags.length > 1 && <Badge size="xs">{row.flags.length}</Badge>}
            </Flex>
          )}
          {row.disqualified && (
            <Text color="fg.error" fontSize="xs" data-testid="candidate-disqualified-reason">
              {disqualificationLabels[row.disqualified]}
            </Text>
          )}
        </Box>
      );
    })}
  </Stack>
);
