import { type CallViewState, callMessages } from '@canstring/contracts';
import type { CallData, CallEventData } from './call-documents';

/** Where this window's call screen stands (spec 3 §6 call view states). */
export interface CallScreen {
  view: CallViewState;
  call: CallData | null;
  /** This window attended the ringing call and waits for the server's word. */
  attending: boolean;
  /** The 'Message' popup after a call: not available, or ended by the other side. */
  notice: string | null;
}

export type CallAction =
  /** startCall answered: this window rings out. */
  | { type: 'dialled'; call: CallData }
  | { type: 'attending' }
  /** attendCall answered (the 'accepted' event may come before or after it). */
  | { type: 'attended'; call: CallData }
  /** This window hung up, rejected, or its request failed. */
  | { type: 'closed' }
  /** The server refused the call (e.g. 'User is not available for the call !'). */
  | { type: 'refused'; notice: string }
  | { type: 'noticeSeen' }
  | { type: 'event'; event: CallEventData; me: string };

export const idleScreen: CallScreen = { view: 'welcom', call: null, attending: false, notice: null };

const closedWith = (notice: string | null): CallScreen => ({ ...idleScreen, notice });

/**
 * One window's call screen as a pure reducer. A ring to me opens the incoming popup when the window
 * is free; every other event counts only for the call the window shows. Several windows of one person
 * all ring; the one that attends opens the call and the others close their popup.
 */
export const callReducer = (screen: CallScreen, action: CallAction): CallScreen => {
  switch (action.type) {
    case 'dialled':
      return { ...idleScreen, view: 'calling', call: action.call };
    case 'attending':
      return screen.view === 'ringing' ? { ...screen, attending: true } : screen;
    case 'attended':
      return screen.call?.callId === action.call.callId && screen.view === 'ringing'
        ? { ...screen, view: 'callOpened', call: action.call, attending: false }
        : screen;
    case 'closed':
      return { ...idleScreen, notice: screen.notice };
    case 'refused':
      return closedWith(action.notice);
    case 'noticeSeen':
      return { ...screen, notice: null };
    case 'event':
      return onEvent(screen, action.event, action.me);
  }
};

const onEvent = (screen: CallScreen, event: CallEventData, me: string): CallScreen => {
  const { call } = event;
  if (event.kind === 'ring') {
    if (call.calleeId !== me || screen.view !== 'welcom') return screen;
    return { ...idleScreen, view: 'ringing', call, notice: screen.notice };
  }
  if (screen.call?.callId !== call.callId) return screen;
  const outgoing = screen.view === 'calling';
  switch (event.kind) {
    case 'accepted':
      if (outgoing || (screen.view === 'ringing' && screen.attending))
        return { ...screen, view: 'callOpened', call, attending: false };
      // Attended in another window of mine, or already open here.
      return screen.view === 'callOpened' ? screen : idleScreen;
    case 'rejected':
    case 'missed':
      return outgoing ? closedWith(callMessages.notAvailable) : idleScreen;
    case 'cancelled':
      return idleScreen;
    case 'ended':
      return screen.view === 'callOpened' && event.fromUserId !== me
        ? closedWith(callMessages.meetingEnded)
        : idleScreen;
    default:
      return screen;
  }
};
