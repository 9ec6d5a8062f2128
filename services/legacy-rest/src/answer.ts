import type { Response } from 'express';
import { encryptText } from './legacy-cipher';
import { localsOf } from './locals';

export type AnswerSender = (res: Response, status: number, body: Record<string, unknown>) => void;

/** Sends a JSON answer, encrypted as `{ encData }` unless the request was plaintext from a local host. */
export const answerSender =
  (passphrase: string): AnswerSender =>
  (res, status, body) => {
    const payload = localsOf(res).encryptAnswer
      ? { encData: encryptText(JSON.stringify(body), passphrase) }
      : body;
    res.status(status).set('Cache-Control', 'no-store').json(payload);
  };
