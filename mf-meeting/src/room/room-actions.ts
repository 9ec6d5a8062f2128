import type { RoomSignalInput } from '@canstring/client/room';
import type { RoomSignalMethod } from '@canstring/contracts';

/**
 * Sends one signal; resolves once the server answered. A refusal is shown by the screen in the alert
 * popup, so the promise never rejects.
 */
export type SendSignal = <M extends RoomSignalMethod>(
  method: M,
  payload: RoomSignalInput<M>,
) => Promise<void>;
