import type { AreaProps, ScheduleTarget, ScheduleViewProps } from '@canstring/client';
import { EmbeddedView } from '@canstring/ui';
import { useMemo } from 'react';
import type { ChatItem } from '../graphql/types';

export interface ChatScheduleProps {
  areaProps: AreaProps;
  chat: ChatItem;
  onShowChat: () => void;
  onShowMembers: () => void;
}

/** The meeting area's schedule view for the open chat's person or group (spec 2 §2.1). */
export const ChatSchedule = ({ areaProps, chat, onShowChat, onShowMembers }: ChatScheduleProps) => {
  const target = useMemo<ScheduleTarget>(
    () =>
      chat.chatType === 'user'
        ? { kind: 'user', userId: chat.userId!, name: chat.fullName, phone: chat.phone }
        : { kind: 'group', groupId: chat.groupId!, name: chat.fullName },
    [chat.chatType, chat.userId, chat.groupId, chat.fullName, chat.phone],
  );
  const props = useMemo<ScheduleViewProps>(
    () => ({
      ...areaProps,
      target,
      onShowChat,
      ...(target.kind === 'group' ? { onShowMembers } : {}),
    }),
    [areaProps, target, onShowChat, onShowMembers],
  );
  return <EmbeddedView<ScheduleViewProps> area="meeting" view="schedule" props={props} />;
};
