import type { AreaProps } from '@canstring/client';
import { AreaFrame } from '@canstring/ui';

export const MeetingsArea = ({ pathname }: AreaProps) => (
  <AreaFrame name="meeting" title="Meetings" pathname={pathname} />
);
