import type { UserServiceContext } from '../../context';
import { changePasswordHandler } from './change-password';
import { createUserHandler } from './create-user';
import { deleteUserHandler } from './delete-user';
import { getUserHandler } from './get-user';
import { listUsersHandler } from './list-users';
import { mailInactiveUsersHandler } from './mail-inactive-users';
import { rolesHandler } from './roles';
import { toggleActiveHandler } from './toggle-active';
import { updateUserHandler } from './update-user';

/** Every endpoint of userAdminEndpoints; each refuses callers who are not active administrators. */
export const userAdminHandlers = (ctx: UserServiceContext) => [
  listUsersHandler(ctx),
  getUserHandler(ctx),
  rolesHandler(ctx),
  createUserHandler(ctx),
  updateUserHandler(ctx),
  toggleActiveHandler(ctx),
  deleteUserHandler(ctx),
  changePasswordHandler(ctx),
  mailInactiveUsersHandler(ctx),
];
