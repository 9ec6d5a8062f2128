import { useQuery } from '@apollo/client/react';
import { LESSONS_PAGE_SIZE, lessonMessages, lessonScreenTexts } from '@canstring/contracts';
import { QueryBody } from '@canstring/ui';
import { Button, Flex, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { usePlayTicket } from '../common/use-play-ticket';
import { LESSONS } from '../graphql/documents';
import { ClassPicker } from './class-picker';
import { LessonCard, type LessonView } from './lesson-card';
import { useClassName } from './use-class-name';

const texts = lessonScreenTexts.classView;

/** How often the page is read again while a video on it is still being prepared (duration, thumbnail). */
export const LESSONS_REFRESH_MS = 5_000;

export interface ClassViewProps {
  /** The class (a chat group) whose lessons are listed; null when none was chosen. */
  classId: string | null;
  /** The file server's address (runtime config), for the thumbnails. */
  fileServerUrl: string | null;
  /** A card's button: the lesson's editor, results or player. */
  onOpen: (lessonId: string, view: LessonView) => void;
  /** 'Go to Schedule': the class's meetings. */
  onSchedule: () => void;
  /** 'Back': the class's chat. */
  onBack: () => void;
  /** A class chosen when none was. */
  onChooseClass: (classId: string) => void;
}

/** Pages to move through: at least one. */
const pageCount = (total: number) => Math.max(1, Math.ceil(total / LESSONS_PAGE_SIZE));

/**
 * Class View (spec 2 §2.6): the class's lessons as cards, newest first, LESSONS_PAGE_SIZE a page, with
 * 'Go to Schedule' and 'Back'. Opened from the schedule's and the chat's headers.
 */
export const ClassView = ({
  classId,
  fileServerUrl,
  onOpen,
  onSchedule,
  onBack,
  onChooseClass,
}: ClassViewProps) => {
  const [page, setPage] = useState(0);
  const list = useQuery(LESSONS, {
    variables: { classId: classId ?? '', offset: page * LESSONS_PAGE_SIZE, limit: LESSONS_PAGE_SIZE },
    skip: !classId,
    fetchPolicy: 'cache-and-network',
  });
  const files = usePlayTicket(classId, fileServerUrl);
  const className = useClassName(classId);
  const lessons = list.data?.lessons.lessons ?? [];
  const total = list.data?.lessons.total ?? 0;
  const role = list.data?.lessons.role ?? 'learner';
  const pages = pageCount(total);
  const preparing = lessons.some((lesson) => lesson.status === 'preparing');
  const { startPolling, stopPolling } = list;
  useEffect(() => {
    if (!preparing) return;
    startPolling(LESSONS_REFRESH_MS);
    return () => stopPolling();
  }, [preparing, startPolling, stopPolling]);

  return (
    <Flex direction="column" gap="4" data-testid="class-view">
      <Flex align="center" gap="2" wrap="wrap">
        <Heading as="h2" size="md" flex="1" truncate>
          {texts.title}
          {className && (
            <Text as="span" color="fg.muted" fontWeight="normal" data-testid="class-view-name">
              {` · ${className}`}
            </Text>
          )}
        </Heading>
        <HStack gap="2">
          {classId && (
            <Button size="sm" variant="outline" data-testid="class-view-schedule" onClick={onSchedule}>
              {texts.goToSchedule}
            </Button>
          )}
          <Button size="sm" variant="outline" data-testid="class-view-back" onClick={onBack}>
            {texts.back}
          </Button>
        </HStack>
      </Flex>
      {classId ? (
        <QueryBody
          query={list}
          empty={!lessons.length}
          emptyText={lessonMessages.noLessons}
          emptyTestId="no-lessons"
        >
          <SimpleGrid minChildWidth="14rem" gap="4" data-testid="lesson-cards">
            {lessons.map((lesson) => (
              <LessonCard
                key={lesson.id}
                lesson={lesson}
                role={role}
                thumbnailUrl={lesson.hasThumbnail ? files.thumbnailUrl(lesson.id) : null}
                onOpen={onOpen}
              />
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <HStack justify="center" gap="3">
              <Button
                size="sm"
                variant="ghost"
                disabled={page === 0}
                data-testid="class-view-prev"
                onClick={() => setPage((value) => Math.max(0, value - 1))}
              >
                {texts.previous}
              </Button>
              <Text fontSize="sm" data-testid="class-view-page">
                {texts.page(page + 1, pages)}
              </Text>
              <Button
                size="sm"
                variant="ghost"
                disabled={page >= pages - 1}
                data-testid="class-view-next"
                onClick={() => setPage((value) => Math.min(pages - 1, value + 1))}
              >
                {texts.next}
              </Button>
            </HStack>
          )}
        </QueryBody>
      ) : (
        <ClassPicker onChoose={onChooseClass} />
      )}
    </Flex>
  );
};
