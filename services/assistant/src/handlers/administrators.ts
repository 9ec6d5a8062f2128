import { type Actor, AppError, ErrorCode, isAdministrator, knowledgeBaseTexts } from '@canstring/contracts';

/**
 * Only an administrator (role 1) manages the knowledge base and reads reports. The role is the one the edge
 * verified with the user service for this session (a changed role drops its cached check at once).
 */
export const requireAdministrator = (actor: Actor) => {
  if (!isAdministrator(actor.role)) throw new AppError(ErrorCode.Forbidden, knowledgeBaseTexts.adminsOnly);
};
