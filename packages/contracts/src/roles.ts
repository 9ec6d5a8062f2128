/** Account roles. Role 1 administers and hosts; role 2 is an ordinary member. */
export const Role = { Administrator: 1, Member: 2 } as const;
export type Role = (typeof Role)[keyof typeof Role];

export const roleNames: Record<Role, string> = {
  [Role.Administrator]: 'Administrator',
  [Role.Member]: 'Member',
};

export const isAdministrator = (role: number): boolean => role === Role.Administrator;
