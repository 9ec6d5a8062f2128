import type { ApolloClient } from '@apollo/client';
import { quietFieldObserver as quietObservers, renderWithClient } from '@canstring/ui/testing';
import type { ReactNode } from 'react';
import { ClockProvider, type ViewerClock } from '../common/viewer-clock';

export {
  type FakeAnswer,
  type FakeHandler,
  fakeGateway,
  refusal,
  type SentOperation,
} from '@canstring/ui/testing';

/** A clock fixed at one local time, in a named zone. */
export const fixedClock = (localTime: string, zone = 'America/Toronto'): ViewerClock => ({
  now: () => new Date(localTime),
  zone: () => zone,
});

export const renderWithGateway = (client: ApolloClient, clock: ViewerClock, ui: ReactNode) =>
  renderWithClient(client, <ClockProvider clock={clock}>{ui}</ClockProvider>);

/** The meeting's screens also show toasts, whose store sets state outside act() as the Field does. */
export const quietFieldObserver = () => quietObservers(['FieldRoot', 'Toaster']);
