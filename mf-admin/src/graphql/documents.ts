import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminUser,
  Group,
  GroupEditInput,
  GroupMember,
  NewGroupInput,
  NewUserInput,
  PageVariables,
  RoleOption,
  UserProfileInput,
  UserSummary,
} from './types';

const ADMIN_USER_FIELDS = gql`
  fragment AdminUserFields on AdminUser {
    id
    email
    firstName
    lastName
    role
    phone
    rollNumber
    regNumber
    aadharNumber
    panNumber
    emisNumber
    gender
    otherIds
    notes
    address
    city
    state
    zip
    active
    createdAt
  }
`;

const GROUP_FIELDS = gql`
  fragment GroupFields on Group {
    id
    name
    description
    memberCount
    createdAt
  }
`;

export const ROLES: TypedDocumentNode<{ roles: RoleOption[] }, Record<string, never>> = gql`
  query AdminRoles {
    roles {
      roleId
      roleName
    }
  }
`;

export const USERS: TypedDocumentNode<{ users: { users: AdminUser[]; total: number } }, PageVariables> = gql`
  query AdminUsers($offset: Int, $limit: Int, $sort: ListSort, $search: String) {
    users(offset: $offset, limit: $limit, sort: $sort, search: $search) {
      users {
        ...AdminUserFields
      }
      total
    }
  }
  ${ADMIN_USER_FIELDS}
`;

export const USER: TypedDocumentNode<{ user: { user: AdminUser; groupIds: string[] } }, { id: string }> = gql`
  query AdminUser($id: ID!) {
    user(id: $id) {
      user {
        ...AdminUserFields
      }
      groupIds
    }
  }
  ${ADMIN_USER_FIELDS}
`;

export const CREATE_USER: TypedDocumentNode<{ createUser: AdminUser }, { input: NewUserInput }> = gql`
  mutation CreateUser($input: NewUserInput!) {
    createUser(input: $input) {
      ...AdminUserFields
    }
  }
  ${ADMIN_USER_FIELDS}
`;

export const UPDATE_USER: TypedDocumentNode<
  { updateUser: AdminUser },
  { id: string; input: UserProfileInput }
> = gql`
  mutation UpdateUser($id: ID!, $input: UserProfileInput!) {
    updateUser(id: $id, input: $input) {
      ...AdminUserFields
    }
  }
  ${ADMIN_USER_FIELDS}
`;

export const TOGGLE_USER_ACTIVE: TypedDocumentNode<{ toggleUserActive: boolean }, { id: string }> = gql`
  mutation ToggleUserActive($id: ID!) {
    toggleUserActive(id: $id)
  }
`;

export const DELETE_USER: TypedDocumentNode<{ deleteUser: boolean }, { id: string }> = gql`
  mutation DeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`;

export const CHANGE_USER_PASSWORD: TypedDocumentNode<
  { changeUserPassword: boolean },
  { id: string; newPassword: string; confirmPassword: string }
> = gql`
  mutation ChangeUserPassword($id: ID!, $newPassword: String!, $confirmPassword: String!) {
    changeUserPassword(id: $id, newPassword: $newPassword, confirmPassword: $confirmPassword)
  }
`;

export const MAIL_INACTIVE_USERS: TypedDocumentNode<
  { mailInactiveUsers: number },
  Record<string, never>
> = gql`
  mutation MailInactiveUsers {
    mailInactiveUsers
  }
`;

export const GROUPS: TypedDocumentNode<{ groups: { groups: Group[]; total: number } }, PageVariables> = gql`
  query AdminGroups($offset: Int, $limit: Int, $sort: ListSort, $search: String) {
    groups(offset: $offset, limit: $limit, sort: $sort, search: $search) {
      groups {
        ...GroupFields
      }
      total
    }
  }
  ${GROUP_FIELDS}
`;

export const GROUP: TypedDocumentNode<{ group: Group }, { id: string }> = gql`
  query AdminGroup($id: ID!) {
    group(id: $id) {
      ...GroupFields
    }
  }
  ${GROUP_FIELDS}
`;

export const GROUP_MEMBERS: TypedDocumentNode<
  { groupMembers: { members: GroupMember[]; total: number } },
  { groupId: string; offset: number; limit: number }
> = gql`
  query AdminGroupMembers($groupId: ID!, $offset: Int, $limit: Int) {
    groupMembers(groupId: $groupId, offset: $offset, limit: $limit) {
      members {
        id
        firstName
        lastName
        email
        role
        active
        isGroupAdmin
      }
      total
    }
  }
`;

const USER_SUMMARY_FIELDS = gql`
  fragment UserSummaryFields on UserSummary {
    id
    firstName
    lastName
    email
    role
    active
  }
`;

export const GROUP_NON_MEMBERS: TypedDocumentNode<
  { groupNonMembers: { users: UserSummary[]; total: number } },
  { groupId: string; offset: number; limit: number; search?: string }
> = gql`
  query AdminGroupNonMembers($groupId: ID!, $offset: Int, $limit: Int, $search: String) {
    groupNonMembers(groupId: $groupId, offset: $offset, limit: $limit, search: $search) {
      users {
        ...UserSummaryFields
      }
      total
    }
  }
  ${USER_SUMMARY_FIELDS}
`;

export const ACTIVE_USERS: TypedDocumentNode<
  { activeUsers: { users: UserSummary[]; total: number } },
  { offset: number; limit: number; search?: string }
> = gql`
  query AdminActiveUsers($offset: Int, $limit: Int, $search: String) {
    activeUsers(offset: $offset, limit: $limit, search: $search) {
      users {
        ...UserSummaryFields
      }
      total
    }
  }
  ${USER_SUMMARY_FIELDS}
`;

export const CREATE_GROUP: TypedDocumentNode<{ createGroup: Group }, { input: NewGroupInput }> = gql`
  mutation CreateGroup($input: NewGroupInput!) {
    createGroup(input: $input) {
      ...GroupFields
    }
  }
  ${GROUP_FIELDS}
`;

export const UPDATE_GROUP: TypedDocumentNode<{ updateGroup: Group }, { id: string; input: GroupEditInput }> =
  gql`
    mutation UpdateGroup($id: ID!, $input: GroupEditInput!) {
      updateGroup(id: $id, input: $input) {
        ...GroupFields
      }
    }
    ${GROUP_FIELDS}
  `;

export const DELETE_GROUP: TypedDocumentNode<{ deleteGroup: boolean }, { id: string }> = gql`
  mutation DeleteGroup($id: ID!) {
    deleteGroup(id: $id)
  }
`;

export const REMOVE_GROUP_MEMBER: TypedDocumentNode<
  { removeGroupMember: boolean },
  { groupId: string; userId: string }
> = gql`
  mutation RemoveGroupMember($groupId: ID!, $userId: ID!) {
    removeGroupMember(groupId: $groupId, userId: $userId)
  }
`;
