import { system, Toaster } from '@canstring/ui';
import { ChakraProvider } from '@chakra-ui/react';

/** The toaster alone, for the landing page before the full shell is loaded. */
const LandingToaster = () => (
  <ChakraProvider value={system}>
    <Toaster />
  </ChakraProvider>
);

export default LandingToaster;
