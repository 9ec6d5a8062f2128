/**
 * GraphQL schema of presence: online while a person has at least one live graphql-ws connection,
 * with the time the last one closed kept as last seen. Any signed-in account may read it.
 */
export const presenceTypeDefs = /* GraphQL */ `
  "Whether a person has a live connection now, and when they last had one."
  type Presence {
    userId: ID!
    online: Boolean!
    "ISO time the last connection closed; null while online or when never seen."
    lastSeen: String
  }

  # The group members panel shows each member's presence (an extension takes no description).
  extend type GroupMember {
    presence: Presence!
  }

  type Query {
    "Presence of the given people (at most 100)."
    presence(userIds: [ID!]!): [Presence!]!
  }

  type Subscription {
    "Every presence change (someone's first connection opened or last one closed)."
    presenceChanged: Presence!
  }
`;
