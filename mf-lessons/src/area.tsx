import type { AreaProps } from '@canstring/client';
import { loadRuntimeConfig } from '@canstring/client';
import { Box } from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { ClassView } from './class-view/class-view';
import { LessonEditor } from './editor/lesson-editor';
import { chatPathOfClass, type LessonRoute, queryOfRoute, routeFromQuery } from './lesson-route';
import { LessonPlayer } from './player/lesson-player';
import { LessonResults } from './results/lesson-results';

/** Where the file server is, from the runtime config of the page (null until read, or if it cannot be). */
const useFileServerUrl = (): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadRuntimeConfig().then(
      (config) => live && setUrl(config.fileServerUrl ?? null),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, []);
  return url;
};

/** The screen kept in the page's query: read at start and on back/forward, written on each move. */
const useLessonRoute = (navigate: (to: string) => void, pathname: string) => {
  const [route, setRoute] = useState<LessonRoute>(() => routeFromQuery(window.location.search));
  useEffect(() => {
    const onPop = () => setRoute(routeFromQuery(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback(
    (next: LessonRoute) => {
      setRoute(next);
      if (queryOfRoute(next) !== window.location.search) navigate(`${pathname}${queryOfRoute(next)}`);
    },
    [navigate, pathname],
  );
  return [route, go] as const;
};

/**
 * The lessons area (`/lessons`, spec 2 §2.6): a class's lessons (Class View), and from a card the
 * teacher's editor and results or the learner's player; which one is open lives in the query
 * (`?class=<group>&lesson=<id>&view=edit|play|results`), so a reload or a shared link opens it again.
 */
export const LessonsArea = ({ navigate, pathname }: AreaProps) => {
  const fileServerUrl = useFileServerUrl();
  const [route, go] = useLessonRoute(navigate, pathname);
  const classId = route.classId;
  const toClass = () => go({ kind: 'class', classId });

  let screen: ReactNode;
  switch (route.kind) {
    case 'play':
      screen = (
        <LessonPlayer
          key={route.lessonId}
          classId={route.classId}
          lessonId={route.lessonId}
          fileServerUrl={fileServerUrl}
          onBack={toClass}
        />
      );
      break;
    case 'edit':
      screen = (
        <LessonEditor
          key={route.lessonId}
          classId={route.classId}
          lessonId={route.lessonId}
          fileServerUrl={fileServerUrl}
          onBack={toClass}
        />
      );
      break;
    case 'results':
      screen = (
        <LessonResults
          key={route.lessonId}
          classId={route.classId}
          lessonId={route.lessonId}
          onBack={toClass}
        />
      );
      break;
    default:
      screen = (
        <ClassView
          key={classId ?? 'none'}
          classId={classId}
          fileServerUrl={fileServerUrl}
          onOpen={(lessonId, view) => classId && go({ kind: view, classId, lessonId })}
          onSchedule={() => navigate(chatPathOfClass(classId, 'schedule'))}
          onBack={() => navigate(chatPathOfClass(classId, 'chat'))}
          onChooseClass={(chosen) => go({ kind: 'class', classId: chosen })}
        />
      );
  }

  return (
    <Box as="section" data-testid="area-lessons" padding={{ base: '2', md: '4' }}>
      {screen}
    </Box>
  );
};
