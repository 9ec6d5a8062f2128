import { useApolloClient } from '@apollo/client/react';
import { createExamSession, type ExamSession, type ExamSessionSnapshot } from '@canstring/client/proctoring';
import type { ExamRole } from '@canstring/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** Makes one exam session for the screen; the screen's tests hand a stand-in. */
export type ExamSessionFactory = (options: { examId: number; role: ExamRole }) => ExamSession;

const noSession = () => () => {};
const nothingYet = () => null;

/**
 * The exam's live session of this screen: made and joined when the screen mounts, disposed when it
 * unmounts (a closed page drops out of the room after its grace; leaving on purpose is the screen's).
 * The snapshot is read synchronously: a flag reaches the examiner's list in the same task.
 */
export const useExamSession = (
  examId: number,
  role: ExamRole,
  make?: ExamSessionFactory,
): { session: ExamSession | null; snapshot: ExamSessionSnapshot | null } => {
  const client = useApolloClient();
  const [session, setSession] = useState<ExamSession | null>(null);
  useEffect(() => {
    const made = make ? make({ examId, role }) : createExamSession({ client, examId, role });
    setSession(made);
    void made.join();
    return () => made.dispose();
  }, [client, examId, role, make]);
  const snapshot = useSyncExternalStore(
    session ? session.subscribe : noSession,
    session ? session.getSnapshot : nothingYet,
  );
  return { session, snapshot };
};
