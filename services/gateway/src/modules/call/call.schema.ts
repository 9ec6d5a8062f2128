/**
 * GraphQL schema of one-to-one calls (spec 2 §2.4, spec 3 §2, §7): ringing a member, attending or
 * rejecting, hanging up, and the WebRTC messages of an open call. The room service keeps the calls
 * and checks every rule; `callEvents` brings a signed-in person their rings and their calls' news.
 */
export const callTypeDefs = /* GraphQL */ `
  enum CallState {
    ringing
    accepted
    rejected
    cancelled
    missed
    ended
  }

  enum CallSignalType {
    offer
    answer
    candidate
  }

  type Call {
    callId: ID!
    callerId: ID!
    callerName: String!
    calleeId: ID!
    calleeName: String!
    state: CallState!
    startedAt: String!
  }

  "ring (onNewCallAlert), accepted (onCallAccepted), rejected (onRingRejected), cancelled, missed, ended, or signal."
  type CallEvent {
    kind: String!
    call: Call!
    fromUserId: ID
    "signal only."
    signalType: CallSignalType
    "signal only: the offer, answer or candidate as JSON text."
    payload: String
  }

  "One ICE server as RTCPeerConnection takes it."
  type IceServer {
    urls: [String!]!
    username: String!
    credential: String!
  }

  type Query {
    "Relay (TURN) servers for a call, with short-lived credentials."
    callIceServers: [IceServer!]!
  }

  type Mutation {
    "Rings another member; 'User is not available for the call !' when they are offline or busy."
    startCall(userId: ID!): Call!
    attendCall(callId: ID!): Call!
    rejectCall(callId: ID!): Boolean!
    "Hangs up: cancels a ringing call, ends an open one."
    leaveCall(callId: ID!): Boolean!
    "One WebRTC message to the other person of an open call."
    sendCallSignal(callId: ID!, type: CallSignalType!, payload: String!): Boolean!
  }

  type Subscription {
    "The caller's rings and the news of their calls, from now on."
    callEvents: CallEvent!
  }
`;
