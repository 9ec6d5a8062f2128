import { useQuery } from '@apollo/client/react';
import { LESSON_CLASSES } from '../graphql/documents';
import { CLASSES_LIMIT } from './class-picker';

/** The class's name as the caller's chat list has it (the same read as the class picker's); null until known. */
export const useClassName = (classId: string | null): string | null => {
  const classes = useQuery(LESSON_CLASSES, {
    variables: { limit: CLASSES_LIMIT },
    skip: !classId,
    fetchPolicy: 'cache-first',
  });
  return classes.data?.chats.chats.find((chat) => chat.groupId === classId)?.fullName ?? null;
};
