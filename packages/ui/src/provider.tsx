import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';
import { Toaster } from './toaster';

/**
 * The product's system for a React root inside a page that already has the page-wide styles (the
 * shell's): Chakra's provider adds them again for each root it wraps (the reset, the global styles and
 * a CSS variable for every token, one more style sheet of each), so this one leaves them out. Only
 * Chakra's provider reads these two fields.
 */
const systemWithoutPageStyles: typeof system = {
  ...system,
  _config: { ...system._config, disableLayers: true },
  _global: [],
};

/**
 * Chakra with the product's system, and the toaster, for one React root. The page's first root adds
 * the page-wide styles; an area's root inside the shell (`pageStyles={false}`) uses the shell's.
 */
export const UiProvider = ({
  children,
  pageStyles = true,
}: {
  children: ReactNode;
  pageStyles?: boolean;
}) => (
  <ChakraProvider value={pageStyles ? system : systemWithoutPageStyles}>
    {children}
    <Toaster />
  </ChakraProvider>
);
