/** Which lesson screen is open, kept in the page's query under `/lessons` so a reload keeps it. */
export type LessonScreen = 'edit' | 'play' | 'results';

export type LessonRoute =
  | { kind: 'class'; classId: string | null }
  | { kind: LessonScreen; classId: string; lessonId: string };

const idPattern = /^[1-9]\d{0,15}$/;
const lessonIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const screens: readonly LessonScreen[] = ['edit', 'play', 'results'];

/**
 * Reads `?class=3` (the class's lessons) or `?class=3&lesson=<id>&view=play|edit|results`; anything
 * else opens the class view with the class it names, or none.
 */
export const routeFromQuery = (search: string): LessonRoute => {
  const query = new URLSearchParams(search);
  const rawClass = query.get('class');
  const classId = rawClass && idPattern.test(rawClass) ? rawClass : null;
  const lessonId = query.get('lesson');
  const view = query.get('view') as LessonScreen | null;
  if (classId && lessonId && lessonIdPattern.test(lessonId) && view && screens.includes(view))
    return { kind: view, classId, lessonId };
  return { kind: 'class', classId };
};

/** The query of a route ('' for the class view with no class chosen). */
export const queryOfRoute = (route: LessonRoute): string => {
  if (!route.classId) return '';
  const query = new URLSearchParams({ class: route.classId });
  if (route.kind !== 'class') {
    query.set('lesson', route.lessonId);
    query.set('view', route.kind);
  }
  return `?${query.toString()}`;
};

/** The chat area's address of a class: its chat, or its schedule ('Go to Schedule'). */
export const chatPathOfClass = (classId: string | null, view: 'chat' | 'schedule'): string => {
  if (!classId) return '/';
  return view === 'schedule' ? `/?group=${classId}&view=schedule` : `/?group=${classId}`;
};
