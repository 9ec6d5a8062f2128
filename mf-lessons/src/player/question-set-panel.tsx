import { lessonPlayerTexts as texts } from '@canstring/contracts';
import { Alert, Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AnswerFeedback } from './answer-feedback';
import { AnswerFields, type Drafts, draftsOf, everyQuestionAnswered } from './answer-fields';
import type { AnswerDraft, ShownPoll, ShownSet, ShownSetAnswers } from './player-model';

export interface QuestionSetPanelProps {
  set: ShownSet;
  /** The learner's answers to it, once given: the feedback (and the class's counts for polls). */
  result: ShownSetAnswers | null;
  polls: ReadonlyMap<string, ShownPoll>;
  /** The learner tried to go on or skip past this required set without answering it. */
  blocked: boolean;
  busy: boolean;
  problem: string | null;
  onSubmit(answers: AnswerDraft[]): void;
  onContinue(): void;
}

/**
 * The question set the video stopped at (spec 2 §2.6): its questions to answer, then the feedback —
 * assessment scored with the right options shown, a poll with the class's counts, a survey with the
 * learner's words; a note is read and dismissed. A required set has no way on but answering it.
 */
export const QuestionSetPanel = ({
  set,
  result,
  polls,
  blocked,
  busy,
  problem,
  onSubmit,
  onContinue,
}: QuestionSetPanelProps) => {
  const [drafts, setDrafts] = useState<Drafts>(() => new Map());
  const notes = set.type === 'notes';
  const ready = everyQuestionAnswered(set, drafts);

  return (
    <Box
      as="section"
      aria-label={texts.setTitle(set.type, set.time)}
      data-testid="question-set"
      data-set-id={set.id}
      data-type={set.type}
      data-required={String(set.required)}
      data-answered={String(!!result)}
      borderWidth="1px"
      borderRadius="md"
      padding="4"
      bg="bg.panel"
    >
      <Stack gap="3">
        <HStack justify="space-between">
          <Heading as="h3" size="sm">
            {texts.setTitle(set.type, set.time)}
          </Heading>
          {set.required && (
            <Badge colorPalette="orange" data-testid="question-set-required">
              {texts.required}
            </Badge>
          )}
        </HStack>
        {blocked && !result && (
          <Alert.Root status="warning" size="sm" data-testid="required-set-blocked">
            <Alert.Indicator />
            <Alert.Title>{texts.blocked}</Alert.Title>
          </Alert.Root>
        )}
        {result ? (
          <AnswerFeedback set={set} result={result} polls={polls} />
        ) : (
          <AnswerFields set={set} drafts={drafts} onChange={setDrafts} disabled={busy} />
        )}
        {problem && (
          <Alert.Root status="error" size="sm" data-testid="question-set-problem">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap="2">
          {!result && !set.required && !notes && (
            <Button size="sm" variant="ghost" onClick={onContinue} data-testid="question-set-skip">
              {texts.skip}
            </Button>
          )}
          {!result && notes && (
            <Button size="sm" loading={busy} onClick={() => onSubmit([])} data-testid="note-dismiss">
              {texts.dismissNote}
            </Button>
          )}
          {!result && !notes && (
            <Button
              size="sm"
              loading={busy}
              disabled={!ready}
              onClick={() => onSubmit(draftsOf(set, drafts))}
              data-testid="question-set-submit"
            >
              {texts.submit}
            </Button>
          )}
          {result && (
            <Button size="sm" onClick={onContinue} data-testid="question-set-continue">
              {texts.continue}
            </Button>
          )}
        </HStack>
        {!result && !notes && !ready && (
          <Text fontSize="xs" color="fg.muted">
            {texts.answerEvery}
          </Text>
        )}
      </Stack>
    </Box>
  );
};
