import { recordingMessages, roomEndpoints, roomEventSchema, roomEventSubject } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { janusRoomIdOf } from '../janus/janus-ids';
import { type Capture, refreshManifest } from './capture';
import { freeBytesAt, notePeople, readManifest, tracksDirOf } from './tracks-folder';

/**
 * While a room records (its events say so): notes who is in it (so each feed's tracks can be named),
 * and checks that Janus still records it. After a Janus restart the VideoRoom comes back without
 * recording: it records again into the same folder (what was captured before stays), never one whose
 * stop has begun. A disk filling up stops the capture, is noted in the manifest and told to the room,
 * which stops the recording and tells its hosts; the meeting goes on.
 */
export const watchCaptures = (capture: Capture, checkMs: number) => {
  const { media, dataDir } = capture;
  /** The recording of each room being recorded, as its last event said. */
  const recording = new Map<string, string>();
  let chain = Promise.resolve();
  const queue = (what: string, step: () => Promise<unknown>) => {
    chain = chain
      .then(async () => {
        await step();
      })
      .catch((error: unknown) => media.log.warn({ err: error }, `recording capture: ${what} failed`));
  };

  const subscription = media.nc.subscribe(roomEventSubject('*'), {
    callback: (error, msg) => {
      if (error) return;
      let parsed: ReturnType<typeof roomEventSchema.safeParse>;
      try {
        parsed = roomEventSchema.safeParse(msg.json());
      } catch {
        return;
      }
      if (!parsed.success) return;
      const event = parsed.data;
      const recordingId = event.flags.recording ? event.flags.recordingId : null;
      if (!recordingId) {
        recording.delete(event.room);
        return;
      }
      recording.set(event.room, recordingId);
      const people = [...event.participants, ...(event.state?.participants ?? [])];
      if (people.length === 0) return;
      queue('noting people', async () => {
        const dir = tracksDirOf(dataDir, recordingId);
        if (!(await readManifest(dir))) return;
        await notePeople(dir, Object.fromEntries(people.map((p) => [p.participantId, p.userName])));
      });
    },
  });

  const check = () => {
    for (const [room, recordingId] of recording) {
      queue('checking a recording', async () => {
        const dir = tracksDirOf(dataDir, recordingId);
        const manifest = await readManifest(dir);
        if (!manifest || manifest.stoppedAt) return;
        const janusRoomId = janusRoomIdOf(room, media.secret);
        if ((await freeBytesAt(dir)) < capture.minFreeBytes) {
          media.log.error({ recordingId }, 'the disk is full: recording stopped');
          await refreshManifest(capture, recordingId, { problem: recordingMessages.diskFull });
          await media.rooms.record(janusRoomId, null).catch(() => undefined);
          // The room stops the recording as a host would (what was captured is composed) and tells its hosts.
          await call(media.nc, roomEndpoints.recordingCaptureStopped, {
            meetingNumber: room,
            recordingId,
            problem: recordingMessages.diskFull,
          });
          return;
        }
        if ((await media.rooms.recordingDir(janusRoomId)) === dir) return;
        if (manifest.problem) return;
        if (!(await media.rooms.exists(janusRoomId))) return;
        media.log.warn({ recordingId }, 'the SFU room was not recording (a Janus restart): recording again');
        await media.rooms.record(janusRoomId, dir);
        // A stop that came meanwhile (here or in another instance) wins: Janus stops again.
        const now = await readManifest(dir);
        if ((now?.stoppedAt || now?.problem) && (await media.rooms.recordingDir(janusRoomId)) === dir)
          await media.rooms.record(janusRoomId, null);
      });
    }
  };
  const timer = setInterval(check, checkMs);
  timer.unref();

  return {
    /** Resolves once the steps queued so far are done (tests). */
    settled: () => chain,
    stop: async () => {
      clearInterval(timer);
      subscription.unsubscribe();
      await chain;
    },
  };
};
