import { createLogger } from '@canstring/service-kit';
import { type AccountsTestBed, startAccountsTestBed } from '@canstring/user-service/testing';
import { type RunningLegacyRest, startLegacyRest } from '../server';
import { type LegacyAnswer, type LegacyRequest, legacyClient } from './test-client';

export type { Person } from '@canstring/user-service/testing';

/** A page on another host: requests and answers go encrypted, as the old client sends them in production. */
export const REMOTE_ORIGIN = 'https://school.example.org';

/** Everything an administration test of the old contract needs: the accounts test bed with the adapter on top. */
export interface LegacyAdminTestBed extends AccountsTestBed {
  /** One request to the adapter, encrypted, from a page on another host. */
  request(path: string, options?: Omit<LegacyRequest, 'origin'>): Promise<LegacyAnswer>;
  /** The same, as the administrator. */
  asAdminRequest(path: string, options?: Omit<LegacyRequest, 'origin' | 'token'>): Promise<LegacyAnswer>;
}

export const startLegacyAdminTestBed = async (label: string): Promise<LegacyAdminTestBed> => {
  const passphrase = `${label} passphrase 0123456789`;
  const bed = await startAccountsTestBed(label);
  const adapter: RunningLegacyRest = await startLegacyRest({
    natsUrl: bed.nats.url,
    port: 0,
    passphrase,
    log: createLogger(label, 'silent'),
  });
  const client = legacyClient(`${adapter.url}${adapter.prefix}`, passphrase);
  const request = (path: string, options: Omit<LegacyRequest, 'origin'> = {}) =>
    client.request(path, { ...options, origin: REMOTE_ORIGIN });

  return {
    ...bed,
    request,
    asAdminRequest: (path, options = {}) => request(path, { ...options, token: bed.admin.token }),
    stop: async () => {
      await adapter.stop();
      await bed.stop();
    },
  };
};
