import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The console's Chakra system: Chakra's defaults plus a `brand` palette (deep blue) used by the
 * side menu, primary buttons (`colorPalette="brand"`) and focus rings. Light theme only.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg', minHeight: '100%' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef5fc' },
          100: { value: '#d6e6f7' },
          200: { value: '#adcdef' },
          300: { value: '#7eaee4' },
          400: { value: '#4d8bd6' },
          500: { value: '#2b6cc4' },
          600: { value: '#1f56a6' },
          700: { value: '#1b4686' },
          800: { value: '#18396b' },
          900: { value: '#122a4f' },
          950: { value: '#0b1a33' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
