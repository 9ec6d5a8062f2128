import type { LessonPerson } from '../graphql/types';

/** A person's name as the lesson screens show it. */
export const personName = (person: LessonPerson): string =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');
