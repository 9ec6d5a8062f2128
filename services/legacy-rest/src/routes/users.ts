import {
  AppError,
  CLIENT_ADDRESS_MAX_LENGTH,
  ErrorCode,
  legacyMessages,
  messages,
  pinSchema,
  TEXT_FIELD_MAX_LENGTH,
  userEndpoints,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type Response, Router } from 'express';
import { z } from 'zod';
import { AUTH_TOKEN_HEADER, authenticated } from '../authenticated';
import type { LegacyDeps } from '../deps';
import { legacySessionAnswer, toLegacyUser } from '../legacy-user';
import { actorOf, localsOf } from '../locals';
import { parseBody } from '../parse-body';

const required = z.string().trim().min(1, messages.fieldRequired);
/** The old client may send ids and codes as numbers or as digit strings. */
const wholeNumber = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
]);

const signInBody = z.object({
  email_id: required.max(TEXT_FIELD_MAX_LENGTH),
  password: z.string().min(1, messages.fieldRequired).max(1024),
});
const statusBody = z.object({ status_id: wholeNumber, user_id: wholeNumber });
const verifyPinBody = z.object({
  verify_otp: z.union([z.string().trim(), z.number().int().nonnegative().transform(String)]),
});

/** Sign-in, PIN verification, the current user and status (spec 1 §7, spec 3 §7). */
export const usersRoutes = ({ nc, verifier, send }: LegacyDeps): Router => {
  const router = Router();
  const requestOptions = (res: Response) => ({ requestId: localsOf(res).requestId });

  router.post('/authenticate', async (req, res) => {
    const body = parseBody(signInBody, req.body);
    const result = await call(
      nc,
      userEndpoints.authenticate,
      {
        email: body.email_id,
        password: body.password,
        // The slowdown after failed sign-ins holds per account and address.
        ...(req.ip ? { address: req.ip.slice(0, CLIENT_ADDRESS_MAX_LENGTH) } : {}),
      },
      requestOptions(res),
    ).catch((error: unknown) => {
      // The old client shows this exact text for any refused sign-in (spec 1 §8).
      if (error instanceof AppError && error.code === ErrorCode.Unauthenticated) {
        throw new AppError(ErrorCode.Unauthenticated, messages.checkCredentials);
      }
      throw error;
    });
    if (result.kind === 'pin') {
      // 412 makes the old client start its verification step with this token.
      send(res, 412, { success: false, message: messages.pinSent, token: result.pinToken });
      return;
    }
    send(res, 200, legacySessionAnswer(result.session, legacyMessages.signedIn));
  });

  router.put('/verify_otp', async (req, res) => {
    const { verify_otp } = parseBody(verifyPinBody, req.body);
    if (!pinSchema.safeParse(verify_otp).success) {
      throw new AppError(ErrorCode.BadInput, messages.invalidPin, {
        fields: { verify_otp: messages.invalidPin },
      });
    }
    const pinToken = req.get(AUTH_TOKEN_HEADER);
    if (!pinToken) throw new AppError(ErrorCode.Unauthenticated, messages.signInRequired);
    const session = await call(
      nc,
      userEndpoints.verifyPin,
      { pinToken, pin: verify_otp },
      requestOptions(res),
    );
    send(res, 200, legacySessionAnswer(session, legacyMessages.signedIn));
  });

  router.get('/currentUser', authenticated(verifier), async (_req, res) => {
    const user = await call(nc, userEndpoints.current, { actor: actorOf(res) }, requestOptions(res));
    send(res, 200, { success: true, userDetail: toLegacyUser(user) });
  });

  router.post('/status', authenticated(verifier), async (req, res) => {
    const body = parseBody(statusBody, req.body);
    await call(
      nc,
      userEndpoints.setStatus,
      { actor: actorOf(res), userId: body.user_id, statusId: body.status_id },
      requestOptions(res),
    );
    const message = body.status_id === 0 ? legacyMessages.signedOut : legacyMessages.statusUpdated;
    send(res, 200, { success: true, message });
  });

  return router;
};
