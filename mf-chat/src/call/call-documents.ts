import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Call, CallEvent, CallSignalType } from '@canstring/contracts';

/** A call as the gateway answers it: ids are GraphQL IDs (text). */
export type CallData = Omit<Call, 'callerId' | 'calleeId'> & { callerId: string; calleeId: string };
export type CallEventData = Omit<CallEvent, 'call' | 'fromUserId'> & {
  call: CallData;
  fromUserId: string | null;
};

const CALL_FIELDS = gql`
  fragment CallFields on Call {
    callId
    callerId
    callerName
    calleeId
    calleeName
    state
    startedAt
  }
`;

export const CALL_EVENTS: TypedDocumentNode<{ callEvents: CallEventData }> = gql`
  subscription CallEvents {
    callEvents {
      kind
      fromUserId
      signalType
      payload
      call {
        ...CallFields
      }
    }
  }
  ${CALL_FIELDS}
`;

export const START_CALL: TypedDocumentNode<{ startCall: CallData }, { userId: string }> = gql`
  mutation StartCall($userId: ID!) {
    startCall(userId: $userId) {
      ...CallFields
    }
  }
  ${CALL_FIELDS}
`;

export const ATTEND_CALL: TypedDocumentNode<{ attendCall: CallData }, { callId: string }> = gql`
  mutation AttendCall($callId: ID!) {
    attendCall(callId: $callId) {
      ...CallFields
    }
  }
  ${CALL_FIELDS}
`;

export const REJECT_CALL: TypedDocumentNode<{ rejectCall: boolean }, { callId: string }> = gql`
  mutation RejectCall($callId: ID!) {
    rejectCall(callId: $callId)
  }
`;

export const LEAVE_CALL: TypedDocumentNode<{ leaveCall: boolean }, { callId: string }> = gql`
  mutation LeaveCall($callId: ID!) {
    leaveCall(callId: $callId)
  }
`;

export const SEND_CALL_SIGNAL: TypedDocumentNode<
  { sendCallSignal: boolean },
  { callId: string; type: CallSignalType; payload: string }
> = gql`
  mutation SendCallSignal($callId: ID!, $type: CallSignalType!, $payload: String!) {
    sendCallSignal(callId: $callId, type: $type, payload: $payload)
  }
`;

export const CALL_ICE_SERVERS: TypedDocumentNode<{
  callIceServers: { urls: string[]; username: string; credential: string }[];
}> = gql`
  query CallIceServers {
    callIceServers {
      urls
      username
      credential
    }
  }
`;
