import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, ErrorCode, legacyMessages } from '@canstring/contracts';
import type { RequestHandler, Response } from 'express';
import { decryptText, UndecryptableError } from './legacy-cipher';
import { isLocalOrigin } from './local-origin';
import { localsOf } from './locals';

/** Decides, before the body is read, whether answers go out encrypted (they do unless the page is local). */
export const answerMode =
  (plaintextHosts: readonly string[]): RequestHandler =>
  (req, res, next) => {
    localsOf(res).encryptAnswer = !isLocalOrigin(req, plaintextHosts);
    next();
  };

/**
 * The JSON reader's `verify` hook: notes a request whose payload is empty. Old clients send PUT and
 * PATCH with `Content-Type: application/json` and nothing else; that is an empty body, not plaintext.
 */
export const noteEmptyBody = (_req: IncomingMessage, res: ServerResponse, raw: Buffer): void => {
  if (raw.length === 0) localsOf(res as unknown as Response).emptyBody = true;
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Replaces `{ encData }` with the JSON object it carries and marks the answer for encryption. A plaintext
 * body is accepted only from a local development host; anything else is refused before a route sees it.
 */
export const decryptBody =
  (passphrase: string, plaintextHosts: readonly string[]): RequestHandler =>
  (req, res, next) => {
    // No payload at all: nothing to decrypt, and the routes read it as a body without fields.
    if (localsOf(res).emptyBody) {
      req.body = undefined;
      return next();
    }
    const body: unknown = req.body;
    if (body === undefined) return next();
    if (isRecord(body) && 'encData' in body) {
      localsOf(res).encryptAnswer = true;
      if (typeof body.encData !== 'string')
        throw new AppError(ErrorCode.BadInput, legacyMessages.undecryptable);
      let text: string;
      try {
        text = decryptText(body.encData, passphrase);
      } catch (error) {
        if (error instanceof UndecryptableError) {
          throw new AppError(ErrorCode.BadInput, legacyMessages.undecryptable);
        }
        throw error;
      }
      try {
        req.body = JSON.parse(text);
      } catch {
        throw new AppError(ErrorCode.BadInput, legacyMessages.undecryptable);
      }
      return next();
    }
    if (!isLocalOrigin(req, plaintextHosts)) {
      throw new AppError(ErrorCode.BadInput, legacyMessages.encryptionRequired);
    }
    next();
  };
