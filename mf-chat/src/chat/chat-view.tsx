import { Flex } from '@chakra-ui/react';
import { AttachButton, AttachmentCards, UploadProgress } from '../attachments/attachment-parts';
import { useAttachments } from '../attachments/use-attachments';
import { CallButton } from '../call/call-button';
import { useChatContext } from '../common/chat-context';
import type { SelectedTarget } from '../common/chat-selection';
import type { ChatItem } from '../graphql/types';
import { ChatHeader } from './chat-header';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { stillOutgoing, useOutbox } from './outbox';
import { useChatHistory } from './use-chat-history';
import { useChatPresence } from './use-chat-presence';

export interface ChatViewProps {
  chat: ChatItem;
  target: SelectedTarget;
  onShowSchedule: () => void;
  onClassView: () => void;
  onToggleMembers: () => void;
  onBack?: () => void;
}

/** One chat (spec 2 §2.3): header, messages, the chat's files, and the input with the paperclip. */
export const ChatView = ({
  chat,
  target,
  onShowSchedule,
  onClassView,
  onToggleMembers,
  onBack,
}: ChatViewProps) => {
  const { me } = useChatContext();
  const history = useChatHistory(target);
  const files = useAttachments(target);
  const presence = useChatPresence(chat);
  const outbox = useOutbox(target, (message) => history.add([message]));

  return (
    <Flex
      direction="column"
      height="full"
      minHeight="0"
      data-testid="chat-view"
      data-chat-type={chat.chatType}
    >
      <ChatHeader
        chat={chat}
        presence={presence}
        onShowSchedule={onShowSchedule}
        onClassView={onClassView}
        onToggleMembers={onToggleMembers}
        onBack={onBack}
      >
        {chat.chatType === 'user' && chat.userId && <CallButton userId={chat.userId} />}
      </ChatHeader>
      <MessageList
        messages={history.messages}
        me={me.id}
        settled={history.settled}
        hasOlder={history.hasOlder}
        loadingOlder={history.loadingOlder}
        onLoadOlder={history.loadOlder}
        outgoing={stillOutgoing(outbox.outgoing, history.messages)}
        myName={me.firstName}
        onRetry={outbox.retry}
      />
      <AttachmentCards list={files.list} me={me.id} onDownload={files.download} onDelete={files.remove} />
      {files.upload && <UploadProgress upload={files.upload} />}
      <Composer
        onSend={outbox.send}
        leading={<AttachButton disabled={!!files.upload} onPick={(file) => void files.send(file)} />}
      />
    </Flex>
  );
};
