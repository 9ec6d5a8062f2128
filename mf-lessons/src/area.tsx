import type { AreaProps } from '@canstring/client';
import { AreaFrame } from '@canstring/ui';

export const LessonsArea = ({ pathname }: AreaProps) => (
  <AreaFrame name="lessons" title="Lessons" pathname={pathname} />
);
