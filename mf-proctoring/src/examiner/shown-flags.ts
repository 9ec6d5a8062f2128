import type { ExamFlag as LiveFlag } from '@canstring/contracts';
import type { ExamFlag as ReadFlag } from '../graphql/types';
import type { ShownFlag } from './examiner-model';

/** A flag read with the exam (GraphQL) as the screens show it. */
export const shownOfRead = (flag: ReadFlag): ShownFlag => ({
  flagId: flag.flagId,
  userId: flag.userId,
  userName: flag.userName,
  kind: flag.kind,
  detail: flag.detail,
  at: flag.at,
  stills: flag.stills.map((still) => ({ kind: still.kind, path: still.path })),
});

/** A flag heard live in the room (its event) as the screens show it. */
export const shownOfLive = (flag: LiveFlag): ShownFlag => ({
  flagId: flag.flagId,
  userId: String(flag.userId),
  userName: flag.userName,
  kind: flag.kind,
  detail: flag.detail,
  at: flag.at,
  stills: flag.stills.map((still) => ({ kind: still.kind, path: still.path })),
});
