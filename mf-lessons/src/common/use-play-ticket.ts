import { useQuery } from '@apollo/client/react';
import { lessonFilePaths } from '@canstring/contracts';
import { useCallback } from 'react';
import { LESSON_PLAY_TICKET } from '../graphql/documents';

/**
 * The class's play ticket from the file server (a `<video>` or `<img>` sends no header, so the ticket
 * goes in the address), and the addresses of a lesson's video and thumbnail with it; null until the
 * ticket is there or without a file server.
 */
export const usePlayTicket = (classId: string | null, fileServerUrl: string | null) => {
  const ticket = useQuery(LESSON_PLAY_TICKET, {
    variables: { classId: classId ?? '' },
    skip: !classId || !fileServerUrl,
    fetchPolicy: 'network-only',
  });
  const value = ticket.data?.lessonPlayTicket.ticket ?? null;
  const base = (fileServerUrl ?? '').replace(/\/+$/, '');
  const videoUrl = useCallback(
    (lessonId: string) => (value ? `${base}${lessonFilePaths.video(Number(lessonId), value)}` : null),
    [base, value],
  );
  const thumbnailUrl = useCallback(
    (lessonId: string) => (value ? `${base}${lessonFilePaths.thumbnail(Number(lessonId), value)}` : null),
    [base, value],
  );
  return { ticket: value, error: ticket.error, videoUrl, thumbnailUrl };
};
