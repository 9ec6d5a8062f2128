import dayjs from 'dayjs';
import type { ChatMessage } from '../graphql/types';

/** The messages of one calendar day (in the viewer's zone), oldest first. */
export interface MessageDay {
  /** 'YYYY-MM-DD' of the day. */
  day: string;
  messages: ChatMessage[];
}

const order = (a: ChatMessage, b: ChatMessage) =>
  a.createdAt === b.createdAt ? Number(a.id) - Number(b.id) : a.createdAt < b.createdAt ? -1 : 1;

/**
 * Adds messages to a chat's list: each id once (a message pushed by the subscription and answered by
 * the send, or a page overlapping the previous one, is kept once), oldest first.
 */
export const mergeMessages = (held: readonly ChatMessage[], added: readonly ChatMessage[]): ChatMessage[] => {
  const byId = new Map<string, ChatMessage>();
  for (const message of held) byId.set(message.id, message);
  for (const message of added) byId.set(message.id, message);
  return [...byId.values()].sort(order);
};

/** Groups messages (oldest first) under their day, for the day headings. */
export const messagesByDay = (messages: readonly ChatMessage[]): MessageDay[] => {
  const days: MessageDay[] = [];
  for (const message of messages) {
    const day = dayjs(message.createdAt).format('YYYY-MM-DD');
    const last = days[days.length - 1];
    if (last?.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
};
