import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { RoomEventView, RoomStateView } from '@canstring/client/room';
import { Observable, Subject } from 'rxjs';
import type { FakeAnswer, FakeHandler, SentOperation } from './fake-gateway';

/**
 * A stand-in gateway for the room screen: operations answered by name (JoinRoom with the given
 * state by default), and the RoomEvents feed driven by the test, as the server's events would be.
 */
export const fakeRoomGateway = (
  joined: { participantId: string; state: RoomStateView } | FakeAnswer,
  /** How every signal is answered (a refusal, to see it shown); accepted by default. */
  signalAnswer: FakeAnswer = { data: { sendRoomSignal: { version: 0 } } },
) => {
  const sent: SentOperation[] = [];
  const feed = new Subject<ApolloLink.Result>();
  const answers: Record<string, FakeHandler> = {};
  answers.JoinRoom = () => ('participantId' in joined ? { data: { joinRoom: joined } } : joined);
  answers.RoomHeartbeat = () => ({ data: { roomHeartbeat: { version: 0 } } });
  answers.SendRoomSignal = () => signalAnswer;
  answers.LeaveRoom = () => ({ data: { leaveRoom: true } });
  // At the door: the room keeps no one out.
  answers.RoomDoor = () => ({
    data: { roomDoor: { title: 'Weekly review', locked: false, removed: false } },
  });
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
    sent.push({ name, variables: operation.variables, authorization: headers.authorization });
    if (name === 'RoomEvents') return feed.asObservable();
    return new Observable((observer) => {
      const handler = answers[name];
      const answer: FakeAnswer = handler
        ? handler(operation.variables)
        : { errors: [{ message: `no answer for ${name}`, extensions: { code: 'INTERNAL' } }] };
      void Promise.resolve().then(() => {
        observer.next(answer as ApolloLink.Result);
        observer.complete();
      });
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return {
    client,
    sent,
    answers,
    signals: () =>
      sent
        .filter((s) => s.name === 'SendRoomSignal')
        .map((s) => ({ method: s.variables.method, payload: JSON.parse(String(s.variables.payload)) })),
    push: (event: RoomEventView) => feed.next({ data: { roomEvents: event } }),
    fail: (error: Error) => feed.error(error),
  };
};
