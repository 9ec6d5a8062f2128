import { AppError, ErrorCode } from '@canstring/contracts';
import { createRateLimits, TOKEN_DIGESTS_KEPT } from './rate-limits';

const OFF = { points: 0, seconds: 60 };
const twoPerMinute = () =>
  createRateLimits({
    operationsPerToken: { points: 2, seconds: 60 },
    operationsPerAddress: OFF,
    visitorMutationsPerAddress: OFF,
  });

const refusal = (attempt: Promise<void>) =>
  attempt.then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? error.code : error),
  );

describe('the per-token rate limit', () => {
  it('counts each token on its own', async () => {
    const limits = twoPerMinute();
    await limits.operation('10.0.0.1', 'token-a');
    await limits.operation('10.0.0.2', 'token-a');
    expect(await refusal(limits.operation('10.0.0.3', 'token-a'))).toBe(ErrorCode.RateLimited);
    expect(await refusal(limits.operation('10.0.0.1', 'token-b'))).toBeUndefined();
  });

  it('keeps counting a token after more tokens than it keeps digests of have come', async () => {
    const limits = twoPerMinute();
    await limits.operation('10.0.0.1', 'token-a');
    await limits.operation('10.0.0.1', 'token-a');
    for (let i = 0; i <= TOKEN_DIGESTS_KEPT; i++) await limits.operation('10.0.0.1', `other-${i}`);
    expect(await refusal(limits.operation('10.0.0.1', 'token-a'))).toBe(ErrorCode.RateLimited);
  });
});
