import { mkdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MEDIA_SERVICE_NAME } from '@canstring/contracts';
import { createTokenVerifier, type Logger, startDatabaseService } from '@canstring/service-kit';
import type { MediaConfig } from './config';
import { schema } from './db/schema';
import type { MediaDeps } from './deps';
import { startConversionWorker } from './documents/conversion-worker';
import { startAttachmentFilesCleaner } from './files/attachment-files-cleaner';
import { uploadsDirOf } from './files/locations';
import { parseAllowedOrigins } from './http/cors';
import { mediaApp } from './http/media-app';
import { lessonPlayTicketHandler } from './lessons/lesson-tickets';
import { examPublishedHandler } from './live-media/exam-published';
import { liveMediaOf, turnOf } from './live-media/live-media-deps';
import {
  joinPassHandler,
  previewPassHandler,
  roomTokenHandler,
  turnCredentialsHandler,
} from './live-media/live-media-handlers';
import { watchLiveMedia } from './live-media/live-media-watch';
import { watchCaptures } from './recording/capture-watch';
import { recordingStartHandler, recordingStopHandler } from './recording/recording-handlers';
import { recordingPlayTicketHandler } from './recording/recording-playback';
import { uploadsGetHandler } from './uploads-handler';

const VERSION = '0.1.0';
const migrationsFolder = path.join(__dirname, '..', 'drizzle');

export interface MediaService {
  readonly instanceId: string;
  /** Where the file server listens, e.g. http://127.0.0.1:4200. */
  readonly url: string;
  stop(): Promise<void>;
}

interface Front {
  url: string;
  /** Stops taking HTTP requests (answering those under way) and the deletions consumer. */
  close(): Promise<void>;
}

const listen = (server: http.Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * Starts one instance of the file server: its uploads table, `media.uploads.get` over NATS, the
 * HTTP routes (attachments, legacy /upload, recordings, /healthz) and the consumer that removes
 * the files of deleted attachments.
 */
export const startMediaService = async (
  config: MediaConfig,
  options: { log?: Logger } = {},
): Promise<MediaService> => {
  const running = await startDatabaseService<typeof schema, { front: Front }>(
    {
      name: MEDIA_SERVICE_NAME,
      databaseSchema: 'media',
      version: VERSION,
      description:
        'File server (uploads, attachment files, recording downloads) and the SFU and relay control plane',
      schema,
      migrationsFolder,
      setUp: async ({ db, nc, log }) => {
        mkdirSync(uploadsDirOf(config.DATA_DIR), { recursive: true });
        const verifier = createTokenVerifier(nc, { cacheMs: config.MEDIA_SESSION_CACHE_MS });
        const conversion = {
          jobTimeoutMs: config.MEDIA_CONVERSION_TIMEOUT_MS,
          waitMs: config.MEDIA_CONVERSION_WAIT_MS,
        };
        const deps: MediaDeps = { db, nc, verifier, dataDir: config.DATA_DIR, log, conversion };
        const cleaner = startAttachmentFilesCleaner(deps);
        const converter =
          config.MEDIA_CONVERSION_WORKER === '1'
            ? startConversionWorker({
                db,
                nc,
                log,
                dataDir: config.DATA_DIR,
                jobTimeoutMs: conversion.jobTimeoutMs,
              })
            : undefined;
        const live = liveMediaOf(config, nc, log, db);
        const media = live?.media;
        await live?.servers.first();
        const watch = media ? watchLiveMedia(media, config.MEDIA_PUBLISH_CHECK_MS) : undefined;
        const minFreeBytes = config.MEDIA_RECORDING_MIN_FREE_MB * 1024 * 1024;
        const captures = media
          ? watchCaptures({ media, dataDir: config.DATA_DIR, minFreeBytes }, config.MEDIA_PUBLISH_CHECK_MS)
          : undefined;
        const server = http.createServer(
          mediaApp(deps, parseAllowedOrigins(config.ALLOWED_ORIGINS), media, watch?.publishersChanged),
        );
        try {
          await listen(server, config.MEDIA_PORT, config.MEDIA_HOST);
        } catch (error) {
          await cleaner.stop();
          await converter?.stop();
          await watch?.stop();
          await captures?.stop();
          await live?.servers.stop();
          verifier.close();
          throw error;
        }
        const { port } = server.address() as AddressInfo;
        const url = `http://${config.MEDIA_HOST}:${port}`;
        log.info({ url }, 'file server ready');
        let closing: Promise<void> | undefined;
        const front: Front = {
          url,
          close: () => {
            closing ??= (async () => {
              await new Promise<void>((resolve) => {
                server.close(() => resolve());
                server.closeIdleConnections();
              });
              await cleaner.stop();
              await converter?.stop();
              await watch?.stop();
              await captures?.stop();
              await live?.servers.stop();
            })();
            return closing;
          },
        };
        return {
          handlers: [
            uploadsGetHandler(deps),
            turnCredentialsHandler(turnOf(config)),
            roomTokenHandler(media),
            joinPassHandler(media),
            previewPassHandler(media),
            examPublishedHandler(media),
            recordingStartHandler(media, config.DATA_DIR, minFreeBytes),
            recordingStopHandler(media, config.DATA_DIR),
            recordingPlayTicketHandler(nc, config.DATA_DIR),
            lessonPlayTicketHandler(nc),
          ],
          exposed: { front },
          close: async () => {
            await front.close();
            verifier.close();
          },
        };
      },
    },
    config,
    options.log,
  );
  return {
    instanceId: running.instanceId,
    url: running.front.url,
    stop: async () => {
      // HTTP first, while NATS still answers the requests under way.
      await running.front.close();
      await running.stop();
    },
  };
};
