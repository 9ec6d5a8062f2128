import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** The product's theme: Chakra's defaults plus the brand palette. */
const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f1ff' },
          100: { value: '#c4dbff' },
          500: { value: '#1f6feb' },
          600: { value: '#1858c0' },
          700: { value: '#124394' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.600}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, brandConfig);
