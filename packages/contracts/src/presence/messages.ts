import { PRESENCE_QUERY_MAX_USERS } from './constants';

/** Texts a person may see about presence reads. */
export const presenceMessages = {
  tooManyPeople: `Ask for the presence of at most ${PRESENCE_QUERY_MAX_USERS} people at a time.`,
} as const;
