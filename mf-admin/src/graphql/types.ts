import type { ListSort } from '@canstring/contracts';

/** Shapes of the gateway's administration module (services/gateway admin.schema.ts); ids are GraphQL IDs. */
export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string | null;
  role: number;
  phone: string | null;
  rollNumber: string | null;
  regNumber: string | null;
  aadharNumber: string | null;
  panNumber: string | null;
  emisNumber: string | null;
  gender: string | null;
  otherIds: string | null;
  notes: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  active: boolean;
  createdAt: string;
}

export interface UserSummary {
  id: string;
  firstName: string;
  lastName: string | null;
  email: string;
  role: number;
  active: boolean;
}

export interface GroupMember extends UserSummary {
  isGroupAdmin: boolean;
}

export interface Group {
  id: string;
  name: string;
  description: string | null;
  memberCount: number;
  createdAt: string;
}

export interface RoleOption {
  roleId: number;
  roleName: string;
}

export interface PageVariables {
  offset: number;
  limit: number;
  sort?: ListSort;
  search?: string;
}

/** The profile fields the forms send (UserProfileInput); NewUserInput adds email and password. */
export interface UserProfileInput {
  firstName: string;
  lastName: string | null;
  role: number;
  phone: string;
  rollNumber: string | null;
  regNumber: string | null;
  aadharNumber: string | null;
  panNumber: string | null;
  emisNumber: string | null;
  gender: string | null;
  otherIds: string | null;
  notes: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  groupIds?: string[];
}

export interface NewUserInput extends UserProfileInput {
  email: string;
  password: string;
}

export interface NewGroupInput {
  name: string;
  description: string | null;
  userIds: string[];
}

export interface GroupEditInput {
  name: string;
  description: string | null;
  members: { userId: string; selected: boolean }[];
}
