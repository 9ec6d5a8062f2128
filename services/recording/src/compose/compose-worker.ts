import { rmSync } from 'node:fs';
import path from 'node:path';
import {
  RECORDING_COMPOSE_ATTEMPTS,
  recordingComposeJobSchema,
  recordingFileRelativePath,
  recordingMessages,
  recordingTracksRelativeDir,
} from '@canstring/contracts';
import { startWorkQueueWorker, type WorkItem, type WorkQueueWorker } from '@canstring/service-kit';
import type { RecordingServiceContext } from '../context';
import { findRecordingByUniqueName, updateRecording } from '../db/recordings-repository';
import { forgetTimeline, timelineOf } from '../db/timeline-repository';
import { mailOrganizerOnce } from '../mail/ready-mail';
import { composeQueue } from './compose-queue';
import { composeRecording, NothingToCompose } from './compose-recording';

/** Deliveries after which a job that keeps killing its worker is given up (each restart is one). */
const MAX_DELIVERIES = RECORDING_COMPOSE_ATTEMPTS + 3;

/**
 * This instance's composer: takes one job at a time from the shared queue. A finished video is
 * marked ready (its duration, captions), the organizer mailed, and its source tracks removed. A
 * failure is tried again after RECORDING_RETRY_MS, up to RECORDING_COMPOSE_ATTEMPTS times, then the
 * recording is marked failed with the reason (its tracks are kept). A job under way when the service
 * stops goes back to the queue, for this or another instance.
 */
export const startComposeWorker = (ctx: RecordingServiceContext): WorkQueueWorker => {
  const { db, config, log } = ctx;
  const stopping = new AbortController();

  const compose = async (item: WorkItem) => {
    const parsed = recordingComposeJobSchema.safeParse(item.job);
    if (!parsed.success) {
      log.warn('composition job not understood; dropped');
      item.ack();
      return;
    }
    const job = parsed.data;
    const row = await findRecordingByUniqueName(db, job.recordingId);
    // Deleted meanwhile, or done by another worker.
    if (!row || row.status === 'ready' || row.status === 'failed') {
      item.ack();
      return;
    }
    const tracksDir = path.join(config.DATA_DIR, recordingTracksRelativeDir(job.recordingId));
    const signal = AbortSignal.any([
      stopping.signal,
      AbortSignal.timeout(config.RECORDING_COMPOSE_TIMEOUT_MS),
    ]);
    const started = Date.now();
    try {
      const composed = await composeRecording(
        {
          ...job,
          tracksDir,
          timeline: await timelineOf(db, job.recordingId),
          outputDir: path.join(config.DATA_DIR, 'recordings'),
          workDir: path.join(config.DATA_DIR, 'recordings-composing', job.recordingId),
          dataDir: config.DATA_DIR,
        },
        signal,
      );
      const ready = await updateRecording(db, job.recordingId, {
        status: 'ready',
        durationSeconds: composed.durationSeconds,
        captions: composed.captions,
        playable: true,
        failureReason: composed.problem,
        recordFilePath: recordingFileRelativePath(job.recordingId),
      });
      item.ack();
      log.info(
        {
          recordingId: job.recordingId,
          seconds: composed.durationSeconds,
          tookMs: Date.now() - started,
          placed: composed.placed,
        },
        'recording composed',
      );
      rmSync(tracksDir, { recursive: true, force: true });
      await forgetTimeline(db, job.recordingId);
      if (ready) await mailOrganizerOnce(ctx, ready);
    } catch (error) {
      if (stopping.signal.aborted) return; // given back: composed again after the restart
      const attempts = row.attempts + 1;
      const definite = error instanceof NothingToCompose;
      const reason = definite ? recordingMessages.nothingCaptured : recordingMessages.composeFailed;
      log.warn({ err: error, recordingId: job.recordingId, attempts }, 'composition failed');
      if (definite || attempts >= RECORDING_COMPOSE_ATTEMPTS || item.delivery >= MAX_DELIVERIES) {
        await updateRecording(db, job.recordingId, { status: 'failed', failureReason: reason, attempts });
        item.ack();
      } else {
        await updateRecording(db, job.recordingId, { attempts });
        item.retry(config.RECORDING_RETRY_MS);
      }
    }
  };

  const worker = startWorkQueueWorker(ctx.nc, composeQueue, compose, log);
  return {
    stop: async () => {
      stopping.abort();
      await worker.stop();
    },
  };
};
