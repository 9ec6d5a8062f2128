import { AppError, adminMessages, ErrorCode, messages, userMessages } from '@canstring/contracts';

/** The administration refusals, each with the text the specification (or the product) gives it. */
export const userNotFound = () => new AppError(ErrorCode.NotFound, userMessages.userNotFound);
export const groupNotFound = () => new AppError(ErrorCode.NotFound, adminMessages.groupNotFound);
export const groupNeedsOneUser = () => new AppError(ErrorCode.BadInput, adminMessages.groupNeedsOneUser);
export const ownAccountRefused = () => new AppError(ErrorCode.BadInput, adminMessages.cannotChangeOwnAccount);
export const disabledUserRefused = () => new AppError(ErrorCode.BadInput, messages.cannotUpdateDisabledUser);
export const emailTaken = () => new AppError(ErrorCode.Conflict, messages.emailExists);

/** Each id once, in ascending order (the order rows are locked in). */
export const distinctIds = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);
