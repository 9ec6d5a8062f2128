import { AppError, chatEndpoints, chatMessages, ErrorCode } from '@canstring/contracts';
import { handler } from '@canstring/service-kit';
import { chatKeyOf } from '../chat-key';
import type { ChatServiceContext } from '../context';
import { toChatMessage } from '../db/mappers';
import { storeMessage } from '../db/messages-repository';
import { publishMessageCreated } from '../events';
import { participantsOf } from '../participants';

/**
 * Sends a one-to-one or group message: checks the sender may write to the chat, masks profanity,
 * commits the message (a one-to-one message with both people's list entries), publishes it, then
 * answers. A group's entries are not written here: each member's list puts every group they are in
 * on it, under its current name, when they read it (showCallerGroups), so a message to a group of a
 * thousand writes one row, not a thousand members' entries.
 */
export const sendMessageHandler = (ctx: ChatServiceContext) =>
  handler(chatEndpoints.send, async ({ actor, to, text, uniqueRefId }, { log }) => {
    const participants = await participantsOf(ctx, actor, to);
    const chatKey = chatKeyOf(actor, to);
    const { message, created } = await storeMessage(
      ctx.db,
      {
        chatKey,
        chatType: to.chatType,
        toUserId: to.chatType === 'user' ? to.userId : null,
        groupId: to.chatType === 'group' ? to.groupId : null,
        senderId: actor.userId,
        senderFirstName: participants.sender.firstName,
        senderLastName: participants.sender.lastName,
        text: ctx.profanity.mask(text),
        uniqueRefId,
      },
      to.chatType === 'user'
        ? participants.audience.map((ownerId) => ({
            ownerId,
            peerUserId: ownerId === actor.userId ? to.userId : actor.userId,
            name: participants.nameFor(ownerId),
          }))
        : [],
    );
    if (message.chatKey !== chatKey) throw new AppError(ErrorCode.Conflict, chatMessages.uniqueRefReused);
    const stored = toChatMessage(message);
    try {
      // Also on a repeated send: the first attempt may have stored the message and failed to publish.
      await publishMessageCreated(ctx.js, { message: stored, audience: participants.audience });
    } catch (error) {
      log.warn(
        { err: error, messageId: stored.id, created },
        'message stored but its event was not published',
      );
      throw new AppError(ErrorCode.Unavailable, chatMessages.messageNotDelivered);
    }
    return { message: stored };
  });
