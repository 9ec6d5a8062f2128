import { adminScreenTexts, messages, proctoringScreenTexts } from '@canstring/contracts';
import { Avatar, Button, Menu, Portal } from '@chakra-ui/react';

export interface UserMenuProps {
  firstName: string;
  onRecorderApp: () => void;
  /** Opens the exams list: an examiner's exams (and a new one), a candidate's exams to sit. */
  onExams: () => void;
  /** Given for administrators: the item that opens the administration area. */
  onAdministration?: () => void;
  onLogOut: () => void;
}

export const firstInitial = (firstName: string): string => firstName.trim().charAt(0).toUpperCase() || '?';

/** The header's avatar with the first-name initial and its menu (spec 1 §2). */
export const UserMenu = ({
  firstName,
  onRecorderApp,
  onExams,
  onAdministration,
  onLogOut,
}: UserMenuProps) => (
  <Menu.Root positioning={{ placement: 'bottom-end' }}>
    <Menu.Trigger asChild>
      <Button variant="ghost" padding="0" borderRadius="full" aria-label={messages.welcome(firstName)}>
        <Avatar.Root size="sm" colorPalette="brand">
          <Avatar.Fallback data-testid="avatar-initial">{firstInitial(firstName)}</Avatar.Fallback>
        </Avatar.Root>
      </Button>
    </Menu.Trigger>
    <Portal>
      <Menu.Positioner>
        <Menu.Content>
          <Menu.ItemGroup>
            <Menu.ItemGroupLabel>{messages.welcome(firstName)}</Menu.ItemGroupLabel>
          </Menu.ItemGroup>
          <Menu.Separator />
          <Menu.Item value="record" onSelect={onRecorderApp}>
            {messages.recorderApp}
          </Menu.Item>
          <Menu.Item value="exams" onSelect={onExams}>
            {proctoringScreenTexts.exams.heading}
          </Menu.Item>
          {onAdministration && (
            <Menu.Item value="administration" onSelect={onAdministration}>
              {adminScreenTexts.title}
            </Menu.Item>
          )}
          <Menu.Item value="log-out" onSelect={onLogOut}>
            {messages.logOut}
          </Menu.Item>
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  </Menu.Root>
);
