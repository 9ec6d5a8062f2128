import type { UserServiceContext } from '../../context';
import { callerGroupsHandler } from './caller-groups';
import { createGroupHandler } from './create-group';
import { deleteGroupHandler } from './delete-group';
import { getGroupHandler } from './get-group';
import { groupChatAudienceHandler } from './group-chat-audience';
import { groupMembersHandler } from './group-members';
import { groupNonMembersHandler } from './group-non-members';
import { listGroupsHandler } from './list-groups';
import { removeMemberHandler } from './remove-member';
import { updateGroupHandler } from './update-group';

/** Every endpoint of groupEndpoints. */
export const groupHandlers = (ctx: UserServiceContext) => [
  listGroupsHandler(ctx),
  getGroupHandler(ctx),
  createGroupHandler(ctx),
  updateGroupHandler(ctx),
  deleteGroupHandler(ctx),
  removeMemberHandler(ctx),
  groupMembersHandler(ctx),
  groupChatAudienceHandler(ctx),
  callerGroupsHandler(ctx),
  groupNonMembersHandler(ctx),
];
