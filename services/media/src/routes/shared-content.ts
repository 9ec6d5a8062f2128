import { existsSync } from 'node:fs';
import {
  AppError,
  ErrorCode,
  fileServerPaths,
  PLAY_TICKET_LIFETIME_MS,
  type PlayTicketAnswer,
  SHARED_PAGE_SIZES,
  type SharedContent,
  type SharedPageSize,
  sharedFileMessages,
} from '@canstring/contracts';
import express, { type Response, Router } from 'express';
import { callerParticipant } from '../boards/room-participant';
import { contentHashOfUpload } from '../db/conversions-repository';
import type { MediaDeps } from '../deps';
import { pagesDirOf } from '../documents/locations';
import { pagePicture } from '../documents/page-images';
import { uploadPathOf } from '../files/locations';
import { issuePlayTicket, readPlayTicket } from '../http/play-ticket';
import { roomCallerOf } from '../http/room-caller';
import { route } from '../http/route';

const ROOM = ':meetingNumber';
const positivePage = /^[1-9]\d{0,5}$/;
/** A page's picture is kept by the browser as long as a ticket lasts. */
const SHARED_PAGE_MAX_AGE_SECONDS = PLAY_TICKET_LIFETIME_MS / 1000;

/**
 * A play ticket's subject for what is shared in a room (a document's pages or a video), for one
 * participant: `shared-document:<room>:<participant>:<upload>` or `shared-video:...`.
 *
 * How a ticket proves the document belongs to the room: POST /play-tickets issues it only after the
 * room service said the caller's participant is in that room and that this very upload is on the
 * room's stage now, and the subject names the room and the upload under the file server's MAC. So a
 * page read checks the signature, the expiry, and that the path's room and upload are the ticket's:
 * no room service call. A ticket outlives taking the document down by at most its lifetime
 * (PLAY_TICKET_LIFETIME_MS): whoever was shown the document may reread its pages until then.
 */
const sharedSubject = (kind: 'document' | 'video', room: string, participantId: string, upload: string) =>
  `shared-${kind}:${room}:${participantId}:${upload}`;

/** The upload a genuine ticket opens for that kind of content in that room; FORBIDDEN otherwise. */
const ticketUpload = (ticket: unknown, kind: 'document' | 'video', room: string): string => {
  const refused = () =>
    new AppError(
      ErrorCode.Forbidden,
      kind === 'document' ? sharedFileMessages.badPageTicket : sharedFileMessages.badTicket,
    );
  let subject: string;
  try {
    subject = readPlayTicket(typeof ticket === 'string' ? ticket : undefined);
  } catch {
    throw refused();
  }
  const prefix = `shared-${kind}:${room}:`;
  if (!subject.startsWith(prefix)) throw refused();
  const rest = subject.slice(prefix.length);
  return rest.slice(rest.indexOf(':') + 1);
};

/** Content hashes of uploads (an upload's bytes never change), so a page read costs no query. */
const KNOWN_HASHES = 10_000;

const sendFile = (res: Response, filePath: string, headers: Record<string, string>) =>
  new Promise<void>((resolve, reject) => {
    res.sendFile(
      filePath,
      { dotfiles: 'allow', headers, acceptRanges: true, lastModified: false },
      (error) => (error && !res.headersSent ? reject(error) : resolve()),
    );
  });

/**
 * What is shared on the stage of a room, to that room's participants (spec 3 §3): a play ticket for
 * what is shared now, then the shared document's page pictures or the video itself (HTTP Range) for
 * whoever holds a ticket.
 */
export const sharedContentRoutes = (deps: MediaDeps): Router => {
  const router = Router();
  const { nc, db, dataDir, log } = deps;

  /** The content shared now in the caller's participant's room, which must be the path's room. */
  const sharedNow = async (req: express.Request, res: Response, participantId: unknown) => {
    const requestId = res.locals.requestId as string;
    const caller = await roomCallerOf(deps, req, res);
    const id = typeof participantId === 'string' ? participantId : undefined;
    const { me, state } = await callerParticipant(nc, caller, id, requestId);
    if (state.room !== req.params.meetingNumber)
      throw new AppError(ErrorCode.Forbidden, 'You are not in this meeting');
    return { me, content: state.flags.sharedContent as SharedContent | null };
  };

  const hashes = new Map<string, string>();
  const contentHashOf = async (upload: string): Promise<string | null> => {
    const known = hashes.get(upload);
    if (known) return known;
    const contentHash = await contentHashOfUpload(db, upload);
    if (contentHash) {
      if (hashes.size >= KNOWN_HASHES) hashes.clear();
      hashes.set(upload, contentHash);
    }
    return contentHash;
  };

  /** A page's picture; one making of it at a time when many participants ask for a new page at once. */
  const making = new Map<string, Promise<string | undefined>>();
  const pictureOf = (contentHash: string, page: number, size: SharedPageSize) => {
    const key = `${contentHash}/${page}/${size}`;
    const known = making.get(key);
    if (known) return known;
    const made = pagePicture(pagesDirOf(dataDir, contentHash), page, size).finally(() => making.delete(key));
    making.set(key, made);
    return made;
  };

  router.get(
    `/rooms/${ROOM}/shared/:upload/pages/:page`,
    route(log, async (req, res) => {
      const upload = String(req.params.upload);
      if (ticketUpload(req.query.ticket, 'document', String(req.params.meetingNumber)) !== upload)
        throw new AppError(ErrorCode.Forbidden, sharedFileMessages.badPageTicket);
      const size = (req.query.size ?? 'page') as SharedPageSize;
      const page = String(req.params.page);
      if (!positivePage.test(page) || !SHARED_PAGE_SIZES.includes(size))
        throw new AppError(ErrorCode.NotFound, sharedFileMessages.noSuchPage);
      const contentHash = await contentHashOf(upload);
      // A page past the document's end has no rendered picture: NOT_FOUND below.
      const file = contentHash ? await pictureOf(contentHash, Number(page), size) : undefined;
      if (!file) throw new AppError(ErrorCode.NotFound, sharedFileMessages.noSuchPage);
      await sendFile(res, file, {
        'Content-Type': 'image/webp',
        'Cache-Control': `private, max-age=${SHARED_PAGE_MAX_AGE_SECONDS}, immutable`,
        'X-Content-Type-Options': 'nosniff',
      });
    }),
  );

  router.post(
    fileServerPaths.playTickets,
    express.json({ limit: '4kb' }),
    route(log, async (req, res) => {
      const body = (req.body ?? {}) as { meetingNumber?: unknown; participantId?: unknown };
      req.params.meetingNumber = typeof body.meetingNumber === 'string' ? body.meetingNumber : '';
      const { me, content } = await sharedNow(req, res, body.participantId);
      if ((content?.kind !== 'video' && content?.kind !== 'document') || !content.upload)
        throw new AppError(
          ErrorCode.NotFound,
          content?.kind === 'document'
            ? sharedFileMessages.noSharedDocument
            : sharedFileMessages.noSharedVideo,
        );
      const answer: PlayTicketAnswer = {
        ticket: issuePlayTicket(sharedSubject(content.kind, me.room, me.participantId, content.upload)),
        upload: content.upload,
      };
      res.status(201).json(answer);
    }),
  );

  router.get(
    `/rooms/${ROOM}/shared/video`,
    route(log, async (req, res) => {
      const upload = ticketUpload(req.query.ticket, 'video', String(req.params.meetingNumber));
      const file = uploadPathOf(dataDir, upload);
      if (!existsSync(file)) throw new AppError(ErrorCode.NotFound, sharedFileMessages.noSharedVideo);
      await sendFile(res, file, {
        'Cache-Control': 'private, max-age=3600',
        'X-Content-Type-Options': 'nosniff',
      });
    }),
  );

  return router;
};
