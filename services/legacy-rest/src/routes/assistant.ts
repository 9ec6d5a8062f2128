import {
  AppError,
  type AssistantReply,
  assistantEndpoints,
  callCentreTexts,
  callEndpoints,
  ErrorCode,
  idTextSchema,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { type Response, Router } from 'express';
import { z } from 'zod';
import { authenticated } from '../authenticated';
import type { LegacyDeps } from '../deps';
import { actorOf, localsOf } from '../locals';
import { parseBody } from '../parse-body';

/** The bot request (spec 3 §3): question, and input (the voice input, or what to show); input may be absent. */
const botRequestSchema = z.object({
  question: z.string(),
  input: z
    .union([z.string(), z.object({ type: z.enum(['text', 'voice']).optional(), text: z.string() })])
    .optional(),
});

/** The call request of the old client (spec 1 §7): user_id (the callee here), to_user_name, phone_no. */
const awsConnectSchema = z.object({
  user_id: z.union([z.number(), z.string()]).optional(),
  to_user_name: z.string().max(255).optional(),
  phone_no: z.string().max(32).optional(),
});

/** The reply as the old client reads it: response (a string or a list of lists of strings) and input. */
const legacyReplyOf = (reply: AssistantReply) => ({ response: reply.response, input: reply.input });

/**
 * The assistant for old clients: POST /godigitbot (spec 3 §7, question and input → response and input)
 * and the chatbot call (spec 2 §7, POST /chatbot: question → response), both answered by the assistant
 * service for the signed-in caller; and POST /awsConnect (spec 1 §7), which rings the callee through the
 * product's own one-to-one call when user_id names a member here, and answers that the contact centre is
 * not configured otherwise.
 */
export const assistantRoutes = ({ nc, verifier, send }: LegacyDeps): Router => {
  const router = Router();
  const signedIn = authenticated(verifier);
  const requestOptions = (res: Response) => ({ requestId: localsOf(res).requestId });

  const ask = async (body: unknown, res: Response) => {
    const { question, input } = parseBody(botRequestSchema, body);
    const voice = typeof input === 'object' ? input : { type: 'voice' as const, text: input ?? question };
    return call(
      nc,
      assistantEndpoints.ask,
      {
        actor: actorOf(res),
        question,
        input: { type: voice.type ?? 'voice', text: voice.text },
      },
      requestOptions(res),
    );
  };

  router.post('/godigitbot', signedIn, async (req, res) => {
    send(res, 200, legacyReplyOf(await ask(req.body, res)));
  });

  router.post('/chatbot', signedIn, async (req, res) => {
    send(res, 200, legacyReplyOf(await ask(req.body, res)));
  });

  router.post('/awsConnect', signedIn, async (req, res) => {
    const { user_id } = parseBody(awsConnectSchema, req.body);
    const callee = idTextSchema.safeParse(user_id === undefined ? undefined : String(user_id));
    if (!callee.success) throw new AppError(ErrorCode.Unavailable, callCentreTexts.notConfigured);
    const actor = actorOf(res);
    if (callee.data === actor.userId) throw new AppError(ErrorCode.BadInput, callCentreTexts.callYourself);
    try {
      const { call: ringing } = await call(
        nc,
        callEndpoints.start,
        { actor, calleeId: callee.data },
        requestOptions(res),
      );
      send(res, 200, { success: true, message: callCentreTexts.rung, call_id: ringing.callId });
    } catch (error) {
      // Not a member here: the contact centre would have to ring them, and it is not set up.
      if (error instanceof AppError && error.code === ErrorCode.NotFound)
        throw new AppError(ErrorCode.Unavailable, callCentreTexts.notConfigured);
      throw error;
    }
  });

  return router;
};
