import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { callMessages, callScreenTexts, devicePreviewTexts } from '@canstring/contracts';
import { UiProvider } from '@canstring/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Observable, type Subscriber } from 'rxjs';
import { ChatContextProvider } from '../common/chat-context';
import { me } from '../test-support/fake-gateway';
import { CallButton } from './call-button';
import type { CallData, CallEventData } from './call-documents';
import { CallProvider } from './call-provider';

type Answer =
  | { data: Record<string, unknown> }
  | { errors: { message: string; extensions: { code: string } }[] };

/**
 * A stand-in gateway for the call screens: mutations answered by name, and the CallEvents
 * subscription kept open so a test can push the events the server would send.
 */
const callGateway = (answers: Record<string, (variables: Record<string, unknown>) => Answer>) => {
  const sent: { name: string; variables: Record<string, unknown> }[] = [];
  let events: Subscriber<ApolloLink.Result> | undefined;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        if (name === 'CallEvents') {
          events = observer;
          return () => undefined;
        }
        sent.push({ name, variables: operation.variables });
        const answer = answers[name]?.(operation.variables) ?? {
          errors: [{ message: `no answer for ${name}`, extensions: { code: 'INTERNAL' } }],
        };
        const timer = setTimeout(() => {
          observer.next(answer as ApolloLink.Result);
          observer.complete();
        });
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const push = (event: CallEventData) =>
    events?.next({ data: { callEvents: { __typename: 'CallEvent', ...event } } } as ApolloLink.Result);
  return {
    client,
    sent,
    push,
    subscribed: () => events !== undefined,
    of: (name: string) => sent.filter((s) => s.name === name),
  };
};

/** A handler that gives the same answer each time. */
const always = (answer: Answer) => () => answer;

const call = (state: CallData['state'], callerId = '2', calleeId = me.id): CallData => ({
  callId: 'c0ffee00-0000-4000-8000-000000000001',
  callerId,
  callerName: callerId === me.id ? 'Ada' : 'Bob',
  calleeId,
  calleeName: calleeId === me.id ? 'Ada' : 'Bob',
  state,
  startedAt: '2026-11-23T10:00:00.000Z',
});
const typed = (c: CallData) => ({ __typename: 'Call', ...c });
const event = (kind: CallEventData['kind'], c: CallData, fromUserId: string | null): CallEventData => ({
  kind,
  call: typed(c),
  fromUserId,
  signalType: null,
  payload: null,
});

const show = (answers: Parameters<typeof callGateway>[0] = {}) => {
  const gateway = callGateway(answers);
  render(
    <UiProvider>
      <ApolloProvider client={gateway.client}>
        <ChatContextProvider me={me} fileServerUrl={null} onSignOut={() => undefined}>
          <CallProvider>
            <CallButton userId="2" />
          </CallProvider>
        </ChatContextProvider>
      </ApolloProvider>
    </UiProvider>,
  );
  return gateway;
};

/** Once the provider's subscription is open, Bob rings me. */
const ring = async (gateway: ReturnType<typeof show>) => {
  await waitFor(() => expect(gateway.subscribed()).toBe(true));
  gateway.push(event('ring', call('ringing'), '2'));
  await waitFor(() => screen.getByTestId('call-incoming'));
};

describe('an incoming call', () => {
  it('rings with attend and reject; reject tells the server and closes the popup', async () => {
    const gateway = show({ RejectCall: always({ data: { rejectCall: true } }) });
    await ring(gateway);
    expect(screen.getByTestId('call-incoming-text').textContent).toBe(`Bob ${callScreenTexts.incoming}`);
    expect((screen.getByTestId('start-call') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByText(callScreenTexts.reject));
    await waitFor(() => expect(gateway.of('RejectCall')).toHaveLength(1));
    expect(gateway.of('RejectCall')[0]?.variables).toEqual({ callId: call('ringing').callId });
    expect(screen.queryByTestId('call-incoming')).toBeNull();
    expect((screen.getByTestId('start-call') as HTMLButtonElement).disabled).toBe(false);
  });

  it('opens the call view once attended, and says the meeting ended when the other side hangs up', async () => {
    const gateway = show({ AttendCall: always({ data: { attendCall: typed(call('accepted')) } }) });
    await ring(gateway);
    fireEvent.click(screen.getByText(callScreenTexts.attend));
    await waitFor(() => screen.getByTestId('call-view'));
    expect(gateway.of('AttendCall')).toHaveLength(1);
    expect(screen.getByTestId('call-local-video').tagName).toBe('VIDEO');
    // This browser has no camera or mic to give (jsdom): the person is told, in the spec's words.
    await waitFor(() => screen.getByText(devicePreviewTexts.accessProblem));
    gateway.push(event('ended', call('ended'), '2'));
    await waitFor(() => screen.getByTestId('call-notice'));
    expect(screen.getByTestId('call-notice-text').textContent).toBe(callMessages.meetingEnded);
    expect(screen.queryByTestId('call-view')).toBeNull();
  });

  it('closes the popup when another window of mine attends, or the caller gives up', async () => {
    const gateway = show();
    await ring(gateway);
    gateway.push(event('accepted', call('accepted'), me.id));
    await waitFor(() => expect(screen.queryByTestId('call-incoming')).toBeNull());
    expect(screen.queryByTestId('call-view')).toBeNull();

    gateway.push(event('ring', call('ringing'), '2'));
    await waitFor(() => screen.getByTestId('call-incoming'));
    gateway.push(event('cancelled', call('cancelled'), '2'));
    await waitFor(() => expect(screen.queryByTestId('call-incoming')).toBeNull());
    expect(screen.queryByTestId('call-notice')).toBeNull();
  });
});

describe('an outgoing call', () => {
  const mine = call('ringing', me.id, '2');

  it("shows 'Ringing...' with hang-up; hanging up tells the server", async () => {
    const gateway = show({
      StartCall: always({ data: { startCall: typed(mine) } }),
      LeaveCall: always({ data: { leaveCall: true } }),
    });
    fireEvent.click(screen.getByLabelText(callScreenTexts.call));
    await waitFor(() => screen.getByTestId('call-outgoing'));
    expect(gateway.of('StartCall')[0]?.variables).toEqual({ userId: '2' });
    expect(screen.getByTestId('call-ringing').textContent).toBe(callMessages.ringing);
    fireEvent.click(screen.getByLabelText(callScreenTexts.hangUp));
    await waitFor(() => expect(gateway.of('LeaveCall')).toHaveLength(1));
    expect(screen.queryByTestId('call-outgoing')).toBeNull();
  });

  it('says the person is not available when the server refuses the call', async () => {
    show({
      StartCall: always({
        errors: [{ message: callMessages.notAvailable, extensions: { code: 'UNAVAILABLE' } }],
      }),
    });
    fireEvent.click(screen.getByLabelText(callScreenTexts.call));
    await waitFor(() => screen.getByTestId('call-notice'));
    expect(screen.getByTestId('call-notice-text').textContent).toBe(callMessages.notAvailable);
    fireEvent.click(screen.getByText(callScreenTexts.ok));
    expect(screen.queryByTestId('call-notice')).toBeNull();
  });

  it('says the person is not available when they reject or do not answer', async () => {
    for (const kind of ['rejected', 'missed'] as const) {
      const gateway = show({ StartCall: always({ data: { startCall: typed(mine) } }) });
      fireEvent.click(screen.getAllByLabelText(callScreenTexts.call).at(-1) as HTMLElement);
      await waitFor(() => screen.getByTestId('call-outgoing'));
      gateway.push(event(kind, { ...mine, state: kind }, kind === 'rejected' ? '2' : null));
      await waitFor(() => screen.getByTestId('call-notice'));
      expect(screen.getByTestId('call-notice-text').textContent).toBe(callMessages.notAvailable);
      expect(screen.queryByTestId('call-outgoing')).toBeNull();
      fireEvent.click(screen.getByText(callScreenTexts.ok));
    }
  });
});
