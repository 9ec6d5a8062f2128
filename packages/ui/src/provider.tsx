import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';
import { Toaster } from './toaster';

/** Chakra with the product's system, and the toaster, for one React root. */
export const UiProvider = ({ children }: { children: ReactNode }) => (
  <ChakraProvider value={system}>
    {children}
    <Toaster />
  </ChakraProvider>
);
