import { EXAM_RETURN_GRACE_MS, HOST_ABSENT_EXIT_MS, ROOM_PARTICIPANT_GRACE_MS } from '@canstring/contracts';
import { loadConfig } from '@canstring/service-kit';
import { z } from 'zod';

const millis = z.coerce.number().int().positive();

/** The room service's own settings beside the base ones; small values let tests run the timings fast. */
export const roomConfigShape = {
  /** A participant silent this long leaves the room. */
  ROOM_PARTICIPANT_GRACE_MS: millis.default(ROOM_PARTICIPANT_GRACE_MS),
  /** A room whose hosts by right all stayed away this long ends. */
  ROOM_HOST_ABSENT_MS: millis.default(HOST_ABSENT_EXIT_MS),
  /** How often the sweeper looks for silent participants, expired temporary hosts and absent hosts. */
  ROOM_SWEEP_MS: millis.default(1_000),
  /** An exam's candidate who left while sitting the test is disqualified unless back within this long. */
  ROOM_EXAM_RETURN_GRACE_MS: millis.default(EXAM_RETURN_GRACE_MS),
};

export const loadRoomConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(roomConfigShape, env);
export type RoomConfig = ReturnType<typeof loadRoomConfig>;
