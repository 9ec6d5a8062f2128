import { lessonScreenTexts, QUESTION_TYPES, type QuestionType } from '@canstring/contracts';
import { LineIcon } from '@canstring/ui';
import { Box, Checkbox, HStack, IconButton, Stack, Tabs, Text } from '@chakra-ui/react';
import type { Question, QuestionInput } from '../graphql/types';
import { QuestionForm } from './question-form';

const texts = lessonScreenTexts.editor;

export interface QuestionBankProps {
  questions: readonly Question[];
  tab: QuestionType;
  onTab: (tab: QuestionType) => void;
  /** The questions ticked for the next set (of the open tab). */
  selected: readonly string[];
  onToggle: (questionId: string, checked: boolean) => void;
  onAdd: (question: QuestionInput) => Promise<string | undefined>;
  onDelete: (question: Question) => void;
}

/** What a bank row shows under a question: its options, the correct ones marked. */
const optionsLine = (question: Question) =>
  question.options
    .map((option, index) =>
      question.correctOptions.includes(index) ? `${option} (${texts.correct})` : option,
    )
    .join(' · ');

/**
 * The lesson's question bank in the spec's tabs (Assessment, Servey, poll, Notes): each tab's
 * questions to tick for a set, and a new question of that type. Only the open tab is in the page.
 */
export const QuestionBank = ({
  questions,
  tab,
  onTab,
  selected,
  onToggle,
  onAdd,
  onDelete,
}: QuestionBankProps) => (
  <Box data-testid="question-bank">
    <Text fontWeight="semibold" marginBottom="2">
      {texts.questionBank}
    </Text>
    <Tabs.Root
      value={tab}
      onValueChange={(details) => onTab(details.value as QuestionType)}
      size="sm"
      variant="line"
      lazyMount
      unmountOnExit
    >
      <Tabs.List>
        {QUESTION_TYPES.map((type) => (
          <Tabs.Trigger key={type} value={type} data-testid={`question-tab-${type}`}>
            {texts.tabs[type]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {QUESTION_TYPES.map((type) => {
        const ofType = questions.filter((question) => question.type === type);
        return (
          <Tabs.Content key={type} value={type}>
            <Stack gap="4">
              {ofType.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {texts.noQuestions(type)}
                </Text>
              ) : (
                <Stack gap="2">
                  {ofType.map((question) => (
                    <HStack
                      key={question.id}
                      align="start"
                      gap="2"
                      data-testid="bank-question"
                      data-id={question.id}
                    >
                      <Checkbox.Root
                        size="sm"
                        flex="1"
                        alignItems="start"
                        data-testid="bank-question-select"
                        checked={selected.includes(question.id)}
                        onCheckedChange={(details) => onToggle(question.id, details.checked === true)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          <Text>{question.text}</Text>
                          {question.options.length > 0 && (
                            <Text fontSize="xs" color="fg.muted">
                              {optionsLine(question)}
                            </Text>
                          )}
                        </Checkbox.Label>
                      </Checkbox.Root>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={texts.deleteQuestion}
                        title={texts.deleteQuestion}
                        onClick={() => onDelete(question)}
                      >
                        <LineIcon paths={['M3 6h18', 'M8 6V4h8v2', 'M6 6l1 14h10l1-14']} />
                      </IconButton>
                    </HStack>
                  ))}
                </Stack>
              )}
              <QuestionForm type={type} onAdd={onAdd} />
            </Stack>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  </Box>
);
