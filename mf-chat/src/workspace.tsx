import { useApolloClient } from '@apollo/client/react';
import type { AreaProps } from '@canstring/client';
import { browserSupport, isAdministrator, messages } from '@canstring/contracts';
import { Box, EmptyState, Flex, Spinner } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { targetInput } from './chat/chat-target';
import { ChatView } from './chat/chat-view';
import { useChatContext } from './common/chat-context';
import {
  type ChatSelection,
  queryOfSelection,
  type SelectedTarget,
  sameTarget,
  selectionFromQuery,
} from './common/chat-selection';
import { useNarrowScreen } from './common/use-narrow-screen';
import { CREATE_CHAT } from './graphql/documents';
import type { ChatItem } from './graphql/types';
import { StartMeetingDialog } from './instant-room/start-meeting-dialog';
import { ChatListPanel } from './list/chat-list-panel';
import { GroupMembersPanel } from './members/group-members-panel';
import { NewChatDialog } from './new-chat/new-chat-dialog';
import { ChatSchedule } from './schedule/schedule-view';

const targetOfChat = (chat: ChatItem): SelectedTarget =>
  chat.chatType === 'user' ? { kind: 'user', id: chat.userId! } : { kind: 'group', id: chat.groupId! };

/** The selection kept in the page's query: read at start and on back/forward, written on each change. */
const useSelection = (navigate: (to: string) => void, pathname: string) => {
  const [selection, setSelection] = useState<ChatSelection>(() => selectionFromQuery(window.location.search));
  useEffect(() => {
    const onPop = () => setSelection(selectionFromQuery(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const select = useCallback(
    (next: ChatSelection) => {
      setSelection(next);
      if (queryOfSelection(next) !== window.location.search) navigate(`${pathname}${queryOfSelection(next)}`);
    },
    [navigate, pathname],
  );
  return [selection, select] as const;
};

/** The area fills the page below the shell's header. */
const useFillHeight = () => {
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () =>
      setTop(Math.max(0, (ref.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, height: `calc(100dvh - ${top}px)` };
};

/**
 * The signed-in home (spec 1 §2, spec 2 §2.3, spec 3 §2 "Main chat screen"): the chat list beside the
 * open chat, its schedule view or its group members; the empty state when nothing is open. Under 769 px
 * the list and the chat take turns.
 */
export const ChatWorkspace = ({ areaProps }: { areaProps: AreaProps }) => {
  const { navigate, pathname } = areaProps;
  const client = useApolloClient();
  const { me, report } = useChatContext();
  const narrow = useNarrowScreen();
  const fill = useFillHeight();
  const [selection, select] = useSelection(navigate, pathname);
  const [chat, setChat] = useState<ChatItem | null>(null);
  const [membersOpen, setMembersOpen] = useState(false);
  const [newChatOpen, setNewChatOpen] = useState(false);
  const [startMeetingOpen, setStartMeetingOpen] = useState(false);
  const [listVersion, setListVersion] = useState(0);
  const target = selection.target;

  // Kept in refs: the shell hands new callbacks on each of its renders, which must not ask again.
  const selectLater = useRef(select);
  selectLater.current = select;
  const reportLater = useRef(report);
  reportLater.current = report;

  // A chat opened from the address (a reload, a shared link) is looked up; createChat answers its row.
  useEffect(() => {
    if (!target || (chat && sameTarget(targetOfChat(chat), target))) return;
    let live = true;
    setChat(null);
    client.mutate({ mutation: CREATE_CHAT, variables: { with: targetInput(target) } }).then(
      (result) => {
        const found = result.data?.createChat;
        if (!live || !found) return;
        setChat(found);
        // It may have been added to the list (or shown again) just now.
        setListVersion((value) => value + 1);
      },
      (error: unknown) => {
        if (!live) return;
        reportLater.current(error);
        selectLater.current({ target: null, view: 'chat' });
      },
    );
    return () => {
      live = false;
    };
  }, [target, chat, client]);

  const open = useCallback(
    (next: ChatItem) => {
      setChat(next);
      setMembersOpen(false);
      select({ target: targetOfChat(next), view: 'chat' });
    },
    [select],
  );
  const showChat = useCallback(() => target && select({ target, view: 'chat' }), [target, select]);
  const showSchedule = useCallback(() => target && select({ target, view: 'schedule' }), [target, select]);
  const showMembers = useCallback(() => setMembersOpen(true), []);
  // A group is a class: its lessons; a one-to-one chat opens Class View to choose a class.
  const classView = useCallback(
    () => navigate(target?.kind === 'group' ? `/lessons?class=${target.id}` : '/lessons'),
    [navigate, target],
  );
  const back = useCallback(() => select({ target: null, view: 'chat' }), [select]);

  const canCreateRoom = isAdministrator(me.role) && browserSupport(navigator.userAgent).callingSupported;
  const openChat = target && chat && sameTarget(targetOfChat(chat), target) ? chat : null;
  const showList = !narrow || !target;
  const showMain = !narrow || !!target;

  let main: React.ReactNode;
  if (!target) {
    main = (
      <EmptyState.Root data-testid="chat-empty-state" height="full">
        <EmptyState.Content>
          <EmptyState.Description>{messages.emptyState}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  } else if (!openChat) {
    main = (
      <Box padding="6" aria-busy="true">
        <Spinner size="sm" />
      </Box>
    );
  } else if (selection.view === 'schedule') {
    main = (
      <Box height="full" overflowY="auto" data-testid="chat-schedule">
        <ChatSchedule
          areaProps={areaProps}
          chat={openChat}
          onShowChat={showChat}
          onShowMembers={showMembers}
        />
      </Box>
    );
  } else {
    main = (
      <ChatView
        key={`${target.kind}:${target.id}`}
        chat={openChat}
        target={target}
        onShowSchedule={showSchedule}
        onClassView={classView}
        onToggleMembers={() => setMembersOpen((value) => !value)}
        onBack={narrow ? back : undefined}
      />
    );
  }

  return (
    <Flex
      ref={fill.ref}
      height={fill.height}
      minHeight="80"
      data-testid="chat-workspace"
      data-narrow={narrow}
    >
      {showList && (
        <Box
          width={narrow ? 'full' : { base: '72', lg: '80' }}
          flexShrink={0}
          borderRightWidth={narrow ? undefined : '1px'}
          minHeight="0"
        >
          <ChatListPanel
            selected={target}
            onOpen={open}
            onNewChat={() => setNewChatOpen(true)}
            onCreateRoom={canCreateRoom ? () => navigate('/createroom') : undefined}
            onStartMeeting={canCreateRoom ? () => setStartMeetingOpen(true) : undefined}
            reloadKey={listVersion}
          />
        </Box>
      )}
      {showMain && (
        <Box flex="1" minWidth="0" minHeight="0">
          {main}
        </Box>
      )}
      {membersOpen && openChat?.chatType === 'group' && !narrow && (
        <Box width="72" flexShrink={0} borderLeftWidth="1px" minHeight="0">
          <GroupMembersPanel groupId={openChat.groupId!} onClose={() => setMembersOpen(false)} />
        </Box>
      )}
      {membersOpen && openChat?.chatType === 'group' && narrow && (
        <Box position="fixed" inset="0" bg="bg" zIndex="modal">
          <GroupMembersPanel groupId={openChat.groupId!} onClose={() => setMembersOpen(false)} />
        </Box>
      )}
      {startMeetingOpen && (
        <StartMeetingDialog
          firstName={me.firstName}
          onClose={() => setStartMeetingOpen(false)}
          onJoin={(hostPath) => {
            setStartMeetingOpen(false);
            navigate(hostPath);
          }}
        />
      )}
      <NewChatDialog
        open={newChatOpen}
        onClose={() => setNewChatOpen(false)}
        onCreated={(created) => {
          setNewChatOpen(false);
          setListVersion((value) => value + 1);
          open(created);
        }}
      />
    </Flex>
  );
};
