/** Texts of the administration screens, as the specification words them (spec 1 §2). */
export const adminMessages = {
  createNewUser: 'Create New User',
  createNewGroup: 'Create New Group',
} as const;
