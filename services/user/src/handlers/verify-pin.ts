import { userEndpoints } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { completePinChallenge } from '../auth/pin-challenges';
import { openSession } from '../auth/sessions';
import type { UserServiceContext } from '../context';

/** The second sign-in step: the right PIN opens the session. */
export const verifyPinHandler = (ctx: UserServiceContext) =>
  handler(userEndpoints.verifyPin, async ({ pinToken, pin }) => {
    const user = await completePinChallenge(ctx, pinToken, pin.trim());
    return openSession(ctx, user);
  });
