import { roomScreenTexts } from '@canstring/contracts';
import { Box, CloseButton, Flex, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const texts = roomScreenTexts;

export type PanelTab = 'participants' | 'chat' | 'dialogue' | 'info';

export interface SidePanelProps {
  tab: PanelTab;
  onTab: (tab: PanelTab) => void;
  onClose: () => void;
  content: Record<PanelTab, ReactNode>;
}

const TABS: PanelTab[] = ['participants', 'chat', 'dialogue', 'info'];

/**
 * The in-meeting side panel: Participants, Chat, Dialogue, Info and a close button (spec 2 §2.7). A
 * tab's content is drawn once the tab is first shown (then kept, with what was typed in it): entering
 * the room draws only the participants.
 */
export const SidePanel = ({ tab, onTab, onClose, content }: SidePanelProps) => (
  <Box
    as="aside"
    data-testid="side-panel"
    width={{ base: 'full', md: '22rem' }}
    flexShrink={0}
    // Within the room's height: its content scrolls inside (under the grid on a narrow window).
    maxHeight={{ base: '40%', md: 'none' }}
    minHeight="0"
    overflowY="auto"
    borderLeftWidth={{ base: '0', md: '1px' }}
    borderTopWidth={{ base: '1px', md: '0' }}
    padding="3"
  >
    <Tabs.Root value={tab} onValueChange={(details) => onTab(details.value as PanelTab)} size="sm" lazyMount>
      <Flex align="center">
        <Tabs.List flex="1">
          {TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} data-testid={`tab-${name}`}>
              {texts.tabs[name]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <CloseButton size="sm" aria-label={texts.closePanel} data-testid="close-panel" onClick={onClose} />
      </Flex>
      {TABS.map((name) => (
        <Tabs.Content key={name} value={name} data-testid={`panel-${name}`}>
          {content[name]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  </Box>
);
