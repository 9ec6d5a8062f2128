import { roomEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { RoomServiceContext } from '../context';
import { changeRoom } from '../room/room-change';

/**
 * `room.recording.captureStopped` (from the media server): its capture of the running recording
 * stopped by itself (the disk filled up). The room stops that recording as a host's stop does (the
 * change's after-effects compose what was captured), keeps why in flags.recordingProblem and
 * announces `recordingStatus`, so every host is told at once; the meeting goes on.
 */
export const recordingCaptureStoppedHandler = (ctx: RoomServiceContext) =>
  handler(roomEndpoints.recordingCaptureStopped, async ({ meetingNumber, recordingId, problem }) => {
    const { answer } = await changeRoom(ctx, meetingNumber, async ({ model }) => {
      if (!model.flags.recording || model.flags.recordingId !== recordingId)
        return { event: null, answer: async () => false };
      model.flags = { ...model.flags, recording: false, recordingId: null, recordingProblem: problem };
      return {
        event: { method: 'recordingStatus', payload: { recording: false, recordingId: null } },
        answer: async () => true,
      };
    });
    return { stopped: answer ?? false };
  });
