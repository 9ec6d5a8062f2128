/**
 * GraphQL schema of the accounts area. Errors carry `extensions.code` (an ErrorCode from
 * @canstring/contracts) and, for input problems, `extensions.fields`; messages are safe to show.
 */
export const userTypeDefs = /* GraphQL */ `
  type User {
    id: ID!
    email: String!
    firstName: String!
    lastName: String
    role: Int!
    phone: String
    active: Boolean!
    "Presence status chosen by the user; 0 is signed out."
    status: Int!
    createdAt: String!
  }

  type Session {
    token: String!
    expiresAt: String!
    user: User!
  }

  "The account asks for the six-digit PIN sent by mail before a session is issued."
  type PinChallenge {
    pinToken: String!
    expiresAt: String!
  }

  union SignInResult = Session | PinChallenge

  input DemoRequestInput {
    name: String!
    jobTitle: String!
    email: String!
    company: String!
    phone: String!
    message: String
  }

  type Query {
    "The signed-in user. UNAUTHENTICATED without a valid session."
    me: User!
  }

  type Mutation {
    signIn(email: String!, password: String!): SignInResult!
    verifyPin(pinToken: String!, pin: String!): Session!
    "Ends the current session and sets the status to 0."
    signOut: Boolean!
    setStatus(statusId: Int!): Boolean!
    "The landing page's demo request; open to visitors."
    requestDemo(input: DemoRequestInput!): Boolean!
  }
`;
