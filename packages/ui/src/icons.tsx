import { Icon, type IconProps } from '@chakra-ui/react';

/**
 * The product's line icons (24×24, stroked with the text colour): every screen draws its icons with
 * these rather than emoji or symbol characters, which show as empty boxes where no emoji font is.
 */
export const LineIcon = ({ paths, ...props }: IconProps & { paths: string[] }) => (
  <Icon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" {...props} asChild>
    <svg aria-hidden="true">
      {paths.map((d) => (
        <path key={d} d={d} strokeLinecap="round" strokeLinejoin="round" />
      ))}
    </svg>
  </Icon>
);

/** People: a group, its members. */
export const GroupIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    paths={[
      'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2',
      'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
      'M23 21v-2a4 4 0 0 0-3-3.9',
      'M16 3.1a4 4 0 0 1 0 7.8',
    ]}
  />
);

/** A raised hand. */
export const HandIcon = (props: IconProps) => (
  <LineIcon
    {...props}
    paths={[
      'M18 11V6a2 2 0 0 0-4 0v5',
      'M14 10V4a2 2 0 0 0-4 0v6',
      'M10 10.5V6a2 2 0 0 0-4 0v8',
      'M18 8a2 2 0 1 1 4 0v6a8 8 0 0 1-8 8h-2c-2.8 0-4.5-.9-6-2.4l-3.6-3.6a2 2 0 0 1 2.8-2.8L7 15',
    ]}
  />
);

/** More actions (three dots, one above the other). */
export const MoreIcon = (props: IconProps) => (
  <LineIcon {...props} strokeWidth="3" paths={['M12 5h.01', 'M12 12h.01', 'M12 19h.01']} />
);

/** Back (an arrow to the left). */
export const BackIcon = (props: IconProps) => <LineIcon {...props} paths={['M19 12H5', 'M12 19l-7-7 7-7']} />;
