/**
 * GraphQL schema of accounts administration (users, groups, the directory of active users).
 * Administrative operations need role 1 (FORBIDDEN otherwise); directory and group reads need a signed-in
 * account. The user service checks both again. Ids are GraphQL IDs holding positive whole numbers.
 * A BAD_INPUT error's `extensions.fields` names each wrong field as the form has it (`phone`, `userIds.0`).
 */
export const adminTypeDefs = /* GraphQL */ `
  "An account as the administration screens show it; secrets never leave the user service."
  type AdminUser {
    id: ID!
    email: String!
    firstName: String!
    lastName: String
    role: Int!
    phone: String
    rollNumber: String
    regNumber: String
    aadharNumber: String
    panNumber: String
    emisNumber: String
    gender: String
    classGroup: String
    otherIds: String
    notes: String
    address: String
    city: String
    state: String
    zip: String
    icon: String
    active: Boolean!
    "Presence status chosen by the user; 0 is signed out."
    status: Int!
    pinVerification: Boolean!
    createdAt: String!
  }

  "A short entry for pickers and directories."
  type UserSummary {
    id: ID!
    firstName: String!
    lastName: String
    email: String!
    role: Int!
    active: Boolean!
  }

  type UserPage {
    users: [AdminUser!]!
    total: Int!
  }

  type UserSummaryPage {
    users: [UserSummary!]!
    total: Int!
  }

  "An account with the groups (class rooms) it belongs to."
  type UserDetail {
    user: AdminUser!
    groupIds: [ID!]!
  }

  type RoleOption {
    roleId: Int!
    roleName: String!
  }

  type Group {
    id: ID!
    name: String!
    description: String
    memberCount: Int!
    createdAt: String!
  }

  type GroupPage {
    groups: [Group!]!
    total: Int!
  }

  "A member of a group; isGroupAdmin is true for administrators (the 'Admin' badge)."
  type GroupMember {
    id: ID!
    firstName: String!
    lastName: String
    email: String!
    role: Int!
    active: Boolean!
    isGroupAdmin: Boolean!
  }

  type GroupMemberPage {
    members: [GroupMember!]!
    total: Int!
  }

  "Newest first, or by name A to Z."
  enum ListSort {
    recent
    name
  }

  "The fields of the user form; groupIds, when given, replaces the user's groups."
  input UserProfileInput {
    firstName: String!
    lastName: String
    role: Int!
    phone: String!
    rollNumber: String
    regNumber: String
    aadharNumber: String
    panNumber: String
    emisNumber: String
    gender: String
    otherIds: String
    notes: String
    address: String
    city: String
    state: String
    zip: String
    groupIds: [ID!]
  }

  input NewUserInput {
    email: String!
    password: String!
    firstName: String!
    lastName: String
    role: Int!
    phone: String!
    rollNumber: String
    regNumber: String
    aadharNumber: String
    panNumber: String
    emisNumber: String
    gender: String
    otherIds: String
    notes: String
    address: String
    city: String
    state: String
    zip: String
    groupIds: [ID!]
  }

  input NewGroupInput {
    name: String!
    description: String
    userIds: [ID!]!
  }

  "A member chosen (selected) or dropped in the 'Select User' modal."
  input GroupMemberSelection {
    userId: ID!
    selected: Boolean!
  }

  input GroupEditInput {
    name: String!
    description: String
    members: [GroupMemberSelection!]!
  }

  type Query {
    "Administrators: every account, a page at a time."
    users(offset: Int, limit: Int, sort: ListSort, search: String): UserPage!
    "Administrators: one account and its groups."
    user(id: ID!): UserDetail!
    "Administrators: the roles the user form offers (never role 1)."
    roles: [RoleOption!]!
    "Administrators: every group. Members: the groups they belong to."
    groups(offset: Int, limit: Int, sort: ListSort, search: String): GroupPage!
    group(id: ID!): Group!
    "Administrators, or members of the group."
    groupMembers(groupId: ID!, offset: Int, limit: Int): GroupMemberPage!
    "Administrators: active accounts not in the group ('Select User' modal)."
    groupNonMembers(groupId: ID!, offset: Int, limit: Int, search: String): UserSummaryPage!
    "Any signed-in account: active accounts, A to Z."
    activeUsers(offset: Int, limit: Int, search: String): UserSummaryPage!
  }

  type Mutation {
    createUser(input: NewUserInput!): AdminUser!
    "Refused for a deactivated account."
    updateUser(id: ID!, input: UserProfileInput!): AdminUser!
    "Activates or deactivates the account; answers the new value."
    toggleUserActive(id: ID!): Boolean!
    deleteUser(id: ID!): Boolean!
    "Also ends the user's sessions."
    changeUserPassword(id: ID!, newPassword: String!, confirmPassword: String!): Boolean!
    createGroup(input: NewGroupInput!): Group!
    "Applies the fields and the member selections together; refused if no member would be left."
    updateGroup(id: ID!, input: GroupEditInput!): Group!
    deleteGroup(id: ID!): Boolean!
    "Refused for the last member."
    removeGroupMember(groupId: ID!, userId: ID!): Boolean!
    "Mails every inactive account (active, never signed in, not mailed before); answers how many were sent."
    mailInactiveUsers(excludeEmails: [String!], domain: String): Int!
  }
`;
