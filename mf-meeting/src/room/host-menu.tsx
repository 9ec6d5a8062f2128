import { roomScreenTexts } from '@canstring/contracts';
import { Button, Menu, Portal } from '@chakra-ui/react';
import type { SendSignal } from './room-actions';

const texts = roomScreenTexts.hostMenu;

/**
 * The host's room-wide controls (spec 2 §4): presenting to all (the server refuses it for webinars
 * with its message), the whiteboard to all, mute all, disable all cameras, allow mic and camera for all, private chat.
 */
export const HostMenu = ({
  privateChatDisabled,
  send,
}: {
  privateChatDisabled: boolean;
  send: SendSignal;
}) => (
  <Menu.Root>
    <Menu.Trigger asChild>
      <Button size="sm" variant="outline" data-testid="host-menu">
        {roomScreenTexts.toolbar.hostControls}
      </Button>
    </Menu.Trigger>
    <Portal>
      <Menu.Positioner>
        <Menu.Content data-testid="host-menu-items">
          <Menu.Item value="present-all-on" onSelect={() => send('onGiveConrolToAll', { presenter: true })}>
            {texts.presentingToAllOn}
          </Menu.Item>
          <Menu.Item value="present-all-off" onSelect={() => send('onGiveConrolToAll', { presenter: false })}>
            {texts.presentingToAllOff}
          </Menu.Item>
          <Menu.Item
            value="whiteboard-all-on"
            onSelect={() => send('onGiveWbConrolToAll', { allowed: true })}
          >
            {texts.whiteboardToAllOn}
          </Menu.Item>
          <Menu.Item
            value="whiteboard-all-off"
            onSelect={() => send('onGiveWbConrolToAll', { allowed: false })}
          >
            {texts.whiteboardToAllOff}
          </Menu.Item>
          <Menu.Item value="mute-all" onSelect={() => send('onMuteMicAll', {})}>
            {texts.muteAll}
          </Menu.Item>
          <Menu.Item value="disable-cameras" onSelect={() => send('onDisableCamAll', {})}>
            {texts.disableAllCameras}
          </Menu.Item>
          <Menu.Item value="allow-mic-all" onSelect={() => send('onAllowMicAll', {})}>
            {texts.allowMicAll}
          </Menu.Item>
          <Menu.Item value="allow-cam-all" onSelect={() => send('onAllowCamAll', {})}>
            {texts.allowCamAll}
          </Menu.Item>
          {privateChatDisabled ? (
            <Menu.Item value="private-chat" onSelect={() => send('onEnablePvChat', {})}>
              {texts.enablePrivateChat}
            </Menu.Item>
          ) : (
            <Menu.Item value="private-chat" onSelect={() => send('onDisablePvChat', {})}>
              {texts.disablePrivateChat}
            </Menu.Item>
          )}
        </Menu.Content>
      </Menu.Positioner>
    </Portal>
  </Menu.Root>
);
