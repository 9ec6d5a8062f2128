import {
  type AssistantMatch,
  type AssistantReply,
  assistantEndpoints,
  assistantTexts,
  type BannedWordSource,
} from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import type { AssistantServiceContext } from '../context';
import { addReport } from '../db/reports-repository';

/** The spec's bot reply shape: `[[best answer], [alternative question, its answer]...]`. */
const responseOf = (best: AssistantMatch, alternatives: AssistantMatch[]): string[][] => [
  [best.answer],
  ...alternatives.map((a) => [a.question, a.answer]),
];

/** Screens a text; on banned words, records the report (who, when, which words) and names them. */
export const screenText = async (
  ctx: AssistantServiceContext,
  userId: number,
  text: string,
  source: BannedWordSource,
): Promise<string[]> => {
  const words = ctx.profanity.find(text);
  if (words.length > 0) await addReport(ctx.db, { userId, words, source });
  return words;
};

export const askHandler = (ctx: AssistantServiceContext) =>
  handler(assistantEndpoints.ask, async ({ actor, question, input }): Promise<AssistantReply> => {
    const shown = input?.text.trim() || question;
    const source: BannedWordSource = input?.type === 'voice' ? 'spoken' : 'typed';
    const bannedWords = await screenText(ctx, actor.userId, question, source);
    if (bannedWords.length > 0) {
      return {
        input: shown,
        response: assistantTexts.bannedBody(bannedWords),
        best: null,
        alternatives: [],
        bannedWords,
      };
    }
    const { best, alternatives, empty } = await ctx.knowledge.search(question);
    if (!best) {
      const response = empty ? assistantTexts.emptyKnowledgeBase : assistantTexts.noMatch;
      return { input: shown, response, best: null, alternatives: [], bannedWords: [] };
    }
    return { input: shown, response: responseOf(best, alternatives), best, alternatives, bannedWords: [] };
  });

export const screenHandler = (ctx: AssistantServiceContext) =>
  handler(assistantEndpoints.screen, async ({ actor, text, source }) => ({
    bannedWords: await screenText(ctx, actor.userId, text, source),
  }));

export const callCentreHandler = (ctx: AssistantServiceContext) =>
  handler(assistantEndpoints.callCentre, async () => {
    const {
      ASSISTANT_SOFTPHONE_URL: url,
      ASSISTANT_SOFTPHONE_USERNAME: username,
      ASSISTANT_SOFTPHONE_PASSWORD: password,
    } = ctx.config;
    if (!url)
      return {
        softphoneUrl: null,
        username: null,
        password: null,
        message: assistantTexts.callNotConfigured,
      };
    return { softphoneUrl: url, username: username ?? null, password: password ?? null, message: null };
  });
