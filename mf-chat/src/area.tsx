import type { AreaProps } from '@canstring/client';
import { AreaFrame } from '@canstring/ui';

export const ChatArea = ({ pathname }: AreaProps) => (
  <AreaFrame name="chat" title="Chat" pathname={pathname} />
);
