import type { Logger, NatsConnection, TokenVerifier } from '@canstring/service-kit';
import type { AnswerSender } from './answer';

/** What every area's routes are built from. */
export interface LegacyDeps {
  nc: NatsConnection;
  verifier: TokenVerifier;
  send: AnswerSender;
  log: Logger;
}
