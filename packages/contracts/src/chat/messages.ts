import { CHAT_MESSAGE_MAX_LENGTH } from './constants';

/** Texts a person may see from the chat service. */
export const chatMessages = {
  messageEmpty: 'Type a message before sending.',
  messageTooLong: `A message can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  notAChatMember: 'You are not a member of this chat.',
  recipientUnavailable: 'This person cannot receive messages.',
  chatNotFound: 'This chat was not found.',
  cannotChatWithYourself: 'You cannot start a chat with yourself.',
  uniqueRefReused: 'This message reference was already used for another message.',
  messageNotDelivered: 'The message was saved but could not be delivered yet. Please send it again.',
} as const;
