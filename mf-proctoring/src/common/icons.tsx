import { LineIcon } from '@canstring/ui';
import type { IconProps } from '@chakra-ui/react';

/** A speech bubble: write to this candidate. */
export const ChatIcon = (props: IconProps) => (
  <LineIcon {...props} paths={['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z']} />
);

/** A play mark: watch this candidate. */
export const PlayIcon = (props: IconProps) => <LineIcon {...props} paths={['M6 4l14 8-14 8z']} />;

/** A flag: something the candidate's page saw. */
export const FlagIcon = (props: IconProps) => (
  <LineIcon {...props} paths={['M4 22V4', 'M4 4h12l-2 4 2 4H4']} />
);
