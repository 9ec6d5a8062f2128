import { lessonDurationText, lessonScreenTexts } from '@canstring/contracts';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Question } from '../graphql/types';
import { byTime, type DraftSet } from './set-rules';

const texts = lessonScreenTexts.editor;

export interface SetListProps {
  sets: readonly DraftSet[];
  questions: readonly Question[];
  changingKey?: string;
  onEdit: (set: DraftSet) => void;
  onDelete: (set: DraftSet) => void;
}

/** The lesson's question sets by time, each to change or delete (saved with 'Save Interactive Video'). */
export const SetList = ({ sets, questions, changingKey, onEdit, onDelete }: SetListProps) => {
  const textOf = (id: string) => questions.find((question) => question.id === id)?.text ?? '';
  return (
    <Stack gap="2" data-testid="question-sets">
      <Text fontWeight="semibold">{texts.questionSets}</Text>
      {sets.length === 0 && (
        <Text fontSize="sm" color="fg.muted" data-testid="no-sets">
          {texts.noSets}
        </Text>
      )}
      {byTime(sets).map((set) => {
        const type = questions.find((question) => question.id === set.questionIds[0])?.type;
        return (
          <HStack
            key={set.key}
            align="start"
            gap="3"
            padding="2"
            borderWidth="1px"
            borderRadius="md"
            borderColor={set.key === changingKey ? 'orange.400' : undefined}
            data-testid="question-set-row"
            data-time={set.time}
            data-required={set.required}
          >
            <Stack gap="0.5" flex="1" minWidth="0">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="medium">{texts.setAt(lessonDurationText(set.time))}</Text>
                {type && <Badge size="sm">{texts.tabs[type]}</Badge>}
                {set.required && (
                  <Badge size="sm" colorPalette="red">
                    {texts.requiredMark}
                  </Badge>
                )}
                <Text fontSize="xs" color="fg.muted">
                  {texts.questionCount(set.questionIds.length)}
                </Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted" truncate>
                {set.questionIds.map(textOf).join(' / ')}
              </Text>
            </Stack>
            <Button size="xs" variant="outline" data-testid="set-edit" onClick={() => onEdit(set)}>
              {texts.editSet}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              data-testid="set-delete"
              onClick={() => onDelete(set)}
            >
              {texts.deleteSet}
            </Button>
          </HStack>
        );
      })}
    </Stack>
  );
};
