import { assistantTexts } from '@canstring/contracts';
import type { AssistantReplyView } from './assistant-documents';

/** One line of the assistant's chat area. */
export type ChatLine =
  | { id: number; kind: 'question'; text: string; spoken: boolean }
  | { id: number; kind: 'answer'; answer: string; alternatives: { question: string; answer: string }[] }
  | { id: number; kind: 'notice'; text: string };

let next = 0;
const id = () => ++next;

export const questionLine = (text: string, spoken: boolean): ChatLine => ({
  id: id(),
  kind: 'question',
  text,
  spoken,
});
export const noticeLine = (text: string): ChatLine => ({ id: id(), kind: 'notice', text });

/** The reply as lines: the best answer (and its alternatives), or the service's message. */
export const replyLine = (reply: AssistantReplyView): ChatLine =>
  reply.best
    ? {
        id: id(),
        kind: 'answer',
        answer: reply.best.answer,
        alternatives: reply.alternatives.map((a) => ({ question: a.question, answer: a.answer })),
      }
    : noticeLine(reply.message ?? assistantTexts.noMatch);

/** The chat area when it opens, and after Reset. */
export const welcomeLines = (): ChatLine[] => [noticeLine(assistantTexts.welcome)];
