import { AppError, controlCharacterMessage, ErrorCode, findControlCharacter } from '@canstring/contracts';

/**
 * Refuses a request whose input holds a control character in any string, before its schema is
 * read: BAD_INPUT naming the field, so no such text reaches a handler or the database.
 */
export const refuseControlCharacters = (raw: unknown): void => {
  const field = findControlCharacter(raw);
  if (field !== undefined)
    throw new AppError(ErrorCode.BadInput, 'Some fields are not valid.', {
      fields: { [field]: controlCharacterMessage },
    });
};
