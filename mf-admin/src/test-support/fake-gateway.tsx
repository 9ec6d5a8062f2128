import type { ApolloClient } from '@apollo/client';
import { type FakeAnswer, refusal, renderWithClient } from '@canstring/ui/testing';
import type { ReactNode } from 'react';
import { AdminAccessProvider } from '../common/admin-access';

export {
  type FakeAnswer,
  type FakeHandler,
  fakeGateway,
  quietFieldObserver,
  type SentOperation,
} from '@canstring/ui/testing';

/** Renders an administration screen with the client given, as the area's own frame provides it. */
export const renderWithGateway = (client: ApolloClient, ui: ReactNode) =>
  renderWithClient(
    client,
    <AdminAccessProvider refuse={() => undefined} signOut={() => undefined}>
      {ui}
    </AdminAccessProvider>,
  );

export const badInput = (message: string, fields: Record<string, string>): FakeAnswer =>
  refusal(message, 'BAD_INPUT', fields);
