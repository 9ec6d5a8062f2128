import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { conversionOutcomeSubject, shareMessages } from '@canstring/contracts';
import {
  type Database,
  type Logger,
  type NatsConnection,
  startWorkQueueWorker,
  type WorkItem,
} from '@canstring/service-kit';
import { findConversion, recordConversion } from '../db/conversions-repository';
import type { MediaSchema } from '../db/schema';
import { uploadPathOf } from '../files/locations';
import { ConversionFailure } from './conversion-failure';
import {
  type DocumentJob,
  type DocumentOutcome,
  documentJobSchema,
  outcomeOfRow,
} from './conversion-outcome';
import { convertDocument } from './convert-document';
import { documentQueue } from './document-queue';
import { convertingDirOf, officeProfileDirOf, pagesDirOf } from './locations';
import { writeMissingPictures } from './page-images';
import { ToolTimedOut } from './run-tool';

export interface ConversionWorker {
  stop(): Promise<void>;
}

interface WorkerDeps {
  nc: NatsConnection;
  db: Database<MediaSchema>;
  dataDir: string;
  log: Logger;
  jobTimeoutMs: number;
}

/**
 * Converts one job: the kept outcome when these bytes were converted before (nothing is done again),
 * else the pages made into a scratch folder and moved into place, and the outcome kept. A job whose
 * time runs out is stopped (its tools killed) and fails without being kept, so the same file may be
 * tried again later.
 */
const convertJob = async (
  deps: WorkerDeps,
  worker: string,
  job: DocumentJob,
  told: (outcome: DocumentOutcome) => void,
): Promise<DocumentOutcome> => {
  const kept = await findConversion(deps.db, job.contentHash);
  if (kept) return outcomeOfRow(kept);
  const started = Date.now();
  const workDir = path.join(convertingDirOf(deps.dataDir), randomUUID());
  const outDir = path.join(workDir, 'pages');
  const signal = AbortSignal.timeout(deps.jobTimeoutMs);
  try {
    const totalPages = await convertDocument({
      filePath: uploadPathOf(deps.dataDir, job.uniqueName),
      mimeType: job.mimeType,
      outDir,
      workDir,
      officeProfileDir: officeProfileDirOf(deps.dataDir, worker),
      signal,
    });
    if (signal.aborted) throw new ToolTimedOut('out of time');
    const pagesDir = pagesDirOf(deps.dataDir, job.contentHash);
    rmSync(pagesDir, { recursive: true, force: true });
    mkdirSync(path.dirname(pagesDir), { recursive: true });
    renameSync(outDir, pagesDir);
    await recordConversion(deps.db, {
      contentHash: job.contentHash,
      totalPages,
      failure: null,
      tookMs: Date.now() - started,
    });
    // The upload hears of its pages now; their WebP pictures follow (a page asked for first is made then).
    const outcome = { state: 'converted', totalPages } as const;
    told(outcome);
    return outcome;
  } catch (error) {
    if (error instanceof ToolTimedOut || signal.aborted) {
      deps.log.warn(
        { contentHash: job.contentHash, ms: Date.now() - started },
        'conversion stopped: out of time',
      );
      return { state: 'failed', message: shareMessages.conversionTimedOut };
    }
    const message = error instanceof ConversionFailure ? error.message : shareMessages.cannotConvert;
    if (!(error instanceof ConversionFailure))
      deps.log.warn({ err: error, contentHash: job.contentHash }, 'conversion failed unexpectedly');
    await recordConversion(deps.db, {
      contentHash: job.contentHash,
      totalPages: null,
      failure: message,
      tookMs: Date.now() - started,
    });
    return { state: 'failed', message };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
};

/**
 * This instance's conversion worker on the shared work queue: one job at a time (one LibreOffice at a
 * time per worker, on its own profile); publishes each outcome on the job's outcome subject (the upload
 * waiting for it hears it) and acks the job; a job it cannot read is dropped. While the database is
 * away the job is given back, to be offered again (or to another worker).
 */
export const startConversionWorker = (deps: WorkerDeps): ConversionWorker => {
  const { nc, log } = deps;
  const worker = randomUUID();
  let stopped = false;

  // Page pictures still to make, made between conversions: a conversion never waits behind them.
  const backlog: { pagesDir: string; pages: number }[] = [];
  let converting: Promise<void> | undefined;
  let drawing: Promise<void> | undefined;
  const turn = async () => {
    while (converting) await converting;
  };
  const drawBacklog = () => {
    drawing ??= (async () => {
      for (let next = backlog.shift(); next && !stopped; next = backlog.shift())
        await writeMissingPictures(next.pagesDir, next.pages, turn, () => stopped).catch((error: unknown) =>
          log.warn({ err: error, pagesDir: next?.pagesDir }, 'page pictures not all made; made when asked'),
        );
      drawing = undefined;
    })();
  };

  const handleJob = async (item: WorkItem) => {
    const parsed = documentJobSchema.safeParse(item.job);
    if (!parsed.success) {
      log.warn('conversion job not understood; dropped');
      item.ack();
      return;
    }
    const job = parsed.data;
    let toldAlready = false;
    const tell = (outcome: DocumentOutcome) => {
      if (toldAlready) return;
      toldAlready = true;
      nc.publish(conversionOutcomeSubject(job.contentHash), JSON.stringify(outcome));
    };
    const outcome = existsSync(uploadPathOf(deps.dataDir, job.uniqueName))
      ? await convertJob(deps, worker, job, tell)
      : ({ state: 'failed', message: shareMessages.cannotConvert } as const);
    tell(outcome);
    log.info({ contentHash: job.contentHash, outcome }, 'document converted');
    item.ack();
    if (outcome.state === 'converted') {
      backlog.push({ pagesDir: pagesDirOf(deps.dataDir, job.contentHash), pages: outcome.totalPages });
      drawBacklog();
    }
  };

  const queueWorker = startWorkQueueWorker(
    nc,
    documentQueue(deps.jobTimeoutMs),
    async (item) => {
      let done = () => {};
      converting = new Promise<void>((resolve) => {
        done = resolve;
      });
      try {
        await handleJob(item);
      } finally {
        converting = undefined;
        done();
      }
    },
    log,
  );

  return {
    stop: async () => {
      stopped = true;
      await queueWorker.stop();
      await drawing;
      rmSync(officeProfileDirOf(deps.dataDir, worker), { recursive: true, force: true });
    },
  };
};
