import type { AreaProps } from '@canstring/client';
import { AreaFrame } from '@canstring/ui';

export const ProctoringArea = ({ pathname }: AreaProps) => (
  <AreaFrame name="proctoring" title="Proctoring" pathname={pathname} />
);
