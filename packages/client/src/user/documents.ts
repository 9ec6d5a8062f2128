import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  MeData,
  RequestDemoData,
  RequestDemoVariables,
  SetStatusData,
  SetStatusVariables,
  SignInData,
  SignInVariables,
  SignOutData,
  VerifyPinData,
  VerifyPinVariables,
} from './types';

const USER_FIELDS = gql`
  fragment UserFields on User {
    id
    email
    firstName
    lastName
    role
    phone
    active
    status
    createdAt
  }
`;

const SESSION_FIELDS = gql`
  fragment SessionFields on Session {
    token
    expiresAt
    user {
      ...UserFields
    }
  }
  ${USER_FIELDS}
`;

export const SIGN_IN: TypedDocumentNode<SignInData, SignInVariables> = gql`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      __typename
      ... on Session {
        ...SessionFields
      }
      ... on PinChallenge {
        pinToken
        expiresAt
      }
    }
  }
  ${SESSION_FIELDS}
`;

export const VERIFY_PIN: TypedDocumentNode<VerifyPinData, VerifyPinVariables> = gql`
  mutation VerifyPin($pinToken: String!, $pin: String!) {
    verifyPin(pinToken: $pinToken, pin: $pin) {
      __typename
      ...SessionFields
    }
  }
  ${SESSION_FIELDS}
`;

export const ME: TypedDocumentNode<MeData, Record<string, never>> = gql`
  query Me {
    me {
      ...UserFields
    }
  }
  ${USER_FIELDS}
`;

export const SIGN_OUT: TypedDocumentNode<SignOutData, Record<string, never>> = gql`
  mutation SignOut {
    signOut
  }
`;

export const SET_STATUS: TypedDocumentNode<SetStatusData, SetStatusVariables> = gql`
  mutation SetStatus($statusId: Int!) {
    setStatus(statusId: $statusId)
  }
`;

export const REQUEST_DEMO: TypedDocumentNode<RequestDemoData, RequestDemoVariables> = gql`
  mutation RequestDemo($input: DemoRequestInput!) {
    requestDemo(input: $input)
  }
`;
