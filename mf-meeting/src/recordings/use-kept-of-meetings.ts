import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { MEETING_LIST_MAX_LIMIT } from '@canstring/contracts';
import { useEffect, useRef, useState } from 'react';

/**
 * What is kept from a list of meetings' sessions (their whiteboards, their transcripts), read in one
 * go: `read` asks the gateway, which answers only for the meetings the viewer hosts. Read again when
 * the list of meetings changes; a failure goes to `onFailure`.
 */
export const useKeptOfMeetings = <T>(
  meetingNumbers: readonly string[],
  read: (client: ApolloClient, meetingNumbers: string[]) => Promise<T[]>,
  onFailure: (error: unknown) => void,
): T[] => {
  const client = useApolloClient();
  const [kept, setKept] = useState<T[]>([]);
  // The gateway takes at most a schedule list's worth of meetings at once.
  const key = [...new Set(meetingNumbers)].slice(0, MEETING_LIST_MAX_LIMIT).sort().join(',');
  const latest = useRef({ read, onFailure });
  latest.current = { read, onFailure };

  useEffect(() => {
    let current = true;
    const numbers = key ? key.split(',') : [];
    if (!numbers.length) {
      setKept([]);
      return;
    }
    latest.current.read(client, numbers).then((answer) => {
      if (current) setKept(answer);
    }, latest.current.onFailure);
    return () => {
      current = false;
    };
  }, [client, key]);
  return kept;
};
