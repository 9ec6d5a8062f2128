import {
  RECORDING_COMPOSE_CONSUMER,
  RECORDING_COMPOSE_SUBJECT,
  RECORDING_JOBS_STREAM,
  type RecordingComposeJob,
} from '@canstring/contracts';
import { enqueueJob, type NatsConnection, type WorkQueue } from '@canstring/service-kit';

/**
 * The compositions' work queue. A worker reports that it is at work every 20 s; one silent for a
 * minute (it died, the machine restarted) has its job given to another worker.
 */
export const composeQueue: WorkQueue = {
  stream: RECORDING_JOBS_STREAM,
  subject: RECORDING_COMPOSE_SUBJECT,
  consumer: RECORDING_COMPOSE_CONSUMER,
  ackWaitMs: 60_000,
  maxAgeMs: 7 * 24 * 60 * 60_000,
};

export const enqueueComposition = (nc: NatsConnection, job: RecordingComposeJob): Promise<void> =>
  enqueueJob(nc, composeQueue, job, `compose-${job.recordingId}`);
