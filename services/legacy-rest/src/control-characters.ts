import {
  AppError,
  controlCharacterMessage,
  ErrorCode,
  findControlCharacter,
  messages,
} from '@canstring/contracts';
import type { RequestHandler } from 'express';

/**
 * Refuses a request whose (decrypted) body or query string holds a control character, naming the
 * old client's field under the spec's 'invalid request', before any route reads it.
 */
export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  const field = findControlCharacter(req.body) ?? findControlCharacter(req.query);
  if (field !== undefined)
    throw new AppError(ErrorCode.BadInput, messages.invalidRequest, {
      fields: { [field]: controlCharacterMessage },
    });
  next();
};
