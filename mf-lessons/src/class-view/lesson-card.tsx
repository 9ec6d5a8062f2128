import {
  type LessonRole,
  lessonDurationText,
  lessonScreenTexts,
  shortLessonTitle,
} from '@canstring/contracts';
import { Box, Button, Card, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { personName } from '../common/person-name';
import type { Lesson } from '../graphql/types';

const texts = lessonScreenTexts.classView;

/** The screens a lesson's card opens. */
export type LessonView = 'edit' | 'play' | 'results';

const dateText = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: '2-digit' });

/** The card's length: the probed duration, 'Preparing…' while probing, the reason once failed. */
const durationText = (lesson: Lesson): string => {
  if (lesson.status === 'preparing') return texts.preparing;
  if (lesson.status === 'failed') return lesson.failureReason ?? texts.noDuration;
  return lesson.durationSeconds === null ? texts.noDuration : lessonDurationText(lesson.durationSeconds);
};

export interface LessonCardProps {
  lesson: Lesson;
  role: LessonRole;
  /** The thumbnail's address on the file server (with the class's play ticket), when there is one. */
  thumbnailUrl: string | null;
  onOpen: (lessonId: string, view: LessonView) => void;
}

/**
 * One lesson of the class (spec 2 §2.6): thumbnail, title cut to 12 characters plus '..', sharer, date
 * and duration. Teachers edit it and see its results; everyone plays it once it is ready.
 */
export const LessonCard = ({ lesson, role, thumbnailUrl, onOpen }: LessonCardProps) => {
  const ready = lesson.status === 'ready';
  return (
    <Card.Root
      size="sm"
      overflow="hidden"
      data-testid="lesson-card"
      data-id={lesson.id}
      data-status={lesson.status}
    >
      <Box aspectRatio={16 / 9} background="gray.800" data-testid="lesson-card-thumbnail">
        {thumbnailUrl && (
          <Image
            src={thumbnailUrl}
            alt={texts.thumbnailOf(lesson.title)}
            width="full"
            height="full"
            objectFit="cover"
          />
        )}
      </Box>
      <Card.Body gap="1">
        <Card.Title fontSize="md" title={lesson.title} data-testid="lesson-card-title">
          {shortLessonTitle(lesson.title)}
        </Card.Title>
        <Text fontSize="sm" color="fg.muted" data-testid="lesson-card-sharer">
          {personName(lesson.sharedBy)}
        </Text>
        <HStack justify="space-between" fontSize="xs" color="fg.muted">
          <Text data-testid="lesson-card-date">{dateText.format(new Date(lesson.createdAt))}</Text>
          <Text
            data-testid="lesson-card-duration"
            color={lesson.status === 'failed' ? 'fg.error' : undefined}
            textAlign="end"
          >
            {durationText(lesson)}
          </Text>
        </HStack>
        {role === 'teacher' && (
          <Text fontSize="xs" color="fg.muted">
            {texts.questionSets(lesson.questionSetCount)}
          </Text>
        )}
      </Card.Body>
      <Card.Footer>
        <Stack direction="row" gap="2" wrap="wrap">
          <Button
            size="xs"
            disabled={!ready}
            data-testid="lesson-open-play"
            onClick={() => onOpen(lesson.id, 'play')}
          >
            {texts.play}
          </Button>
          {role === 'teacher' && (
            <>
              <Button
                size="xs"
                variant="outline"
                disabled={!ready}
                data-testid="lesson-open-edit"
                onClick={() => onOpen(lesson.id, 'edit')}
              >
                {texts.edit}
              </Button>
              <Button
                size="xs"
                variant="outline"
                disabled={!ready}
                data-testid="lesson-open-results"
                onClick={() => onOpen(lesson.id, 'results')}
              >
                {texts.results}
              </Button>
            </>
          )}
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
};
