import { createLogger } from '@canstring/service-kit';
import { type AccountsTestBed, startAccountsTestBed } from '@canstring/user-service/testing';
import { type RunningGateway, startGateway } from '../gateway';
import { graphqlRequest } from './test-client';

export type { Person } from '@canstring/user-service/testing';

/** Everything an administration test needs: the accounts test bed with a gateway on top. */
export interface AdminTestBed extends AccountsTestBed {
  gateway: RunningGateway;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): ReturnType<typeof graphqlRequest<T>>;
}

export const startAdminTestBed = async (label: string): Promise<AdminTestBed> => {
  const bed = await startAccountsTestBed(label);
  const gateway = await startGateway({ natsUrl: bed.nats.url, port: 0, log: createLogger(label, 'silent') });
  return {
    ...bed,
    gateway,
    gql: (query, variables, token) =>
      graphqlRequest(gateway.url, query, {
        ...(variables ? { variables } : {}),
        ...(token ? { token } : {}),
      }),
    stop: async () => {
      await gateway.stop();
      await bed.stop();
    },
  };
};

/** The `extensions.code` of the first error of a GraphQL answer. */
export const codeOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  answer.errors?.[0]?.extensions?.code;
