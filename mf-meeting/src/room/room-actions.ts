import type { RoomSignalInput } from '@canstring/client/room';
import type { RoomSignalMethod } from '@canstring/contracts';

/** Sends one signal; a refusal is shown by the screen in the alert popup. */
export type SendSignal = <M extends RoomSignalMethod>(method: M, payload: RoomSignalInput<M>) => void;
