import { GroupIcon, LineIcon } from '@canstring/ui';
import type { IconProps } from '@chakra-ui/react';

/** The chat screen's line icons, drawn with the product's icon set (packages/ui). */
export { GroupIcon };

export const SearchIcon = (props: IconProps) => (
  <LineIcon {...props} paths={['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M21 21l-4.3-4.3']} />
);
export const CloseIcon = (props: IconProps) => <LineIcon {...props} paths={['M18 6 6 18', 'M6 6l12 12']} />;
export const NewChatIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    paths={['M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z', 'M12 7v6', 'M9 10h6']}
  />
);
export const PaperclipIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    paths={[
      'M21.4 11.1l-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5',
    ]}
  />
);
export const RegisterIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    paths={[
      'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
      'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
      'M19 8v6',
      'M22 11h-6',
    ]}
  />
);
export const DownloadIcon = (props: IconProps) => (
  <LineIcon {...props} paths={['M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4', 'M7 10l5 5 5-5', 'M12 15V3']} />
);
export const FileIcon = (props: IconProps) => (
  <LineIcon {...props} paths={['M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z', 'M14 2v6h6']} />
);
export const BackIcon = (props: IconProps) => <LineIcon {...props} paths={['M15 18l-6-6 6-6']} />;
export const VideoCallIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    paths={['M23 7l-7 5 7 5V7z', 'M3 5h11a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z']}
  />
);
export const HangUpIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    paths={[
      'M10.7 13.3a16 16 0 0 0 3.4 2.6l1.3-1.3a2 2 0 0 1 2.1-.4c.8.3 1.7.5 2.6.6a2 2 0 0 1 1.7 2v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-3.2-2.6',
      'M5.1 16.9A19.8 19.8 0 0 1 2.1 8.2 2 2 0 0 1 4.1 6h3a2 2 0 0 1 2 1.7c.1.9.3 1.8.6 2.6a2 2 0 0 1-.4 2.1L8 13.6',
      'M23 1 1 23',
    ]}
  />
);
