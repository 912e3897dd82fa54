import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's palettes the console never names (`colorPalette`, a token such as `teal.700`). Each
 * palette is ~11 tokens and ~7 semantic tokens that createSystem turns into CSS variables while
 * the entry chunk is evaluated, before the first paint (issue 24: ~20 % of createSystem's time
 * for these four). A screen that starts using one removes it from here.
 */
const UNUSED_PALETTES = new Set(['yellow', 'pink', 'teal', 'cyan']);

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;
}

/**
 * Chakra's default theme (tokens, semantic tokens, text/layer/animation styles, global CSS),
 * less the unused palettes, with only the component recipes the console renders, instead of `defaultConfig`, which
 * carries the recipe of every Chakra component into the entry chunk (Chakra's "bundle
 * optimization" guide). A component whose recipe is missing renders unstyled: when a screen
 * starts using another Chakra component, add its recipe here (key = the component's recipe key).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe, // Button, IconButton, CloseButton
      checkmark: checkmarkRecipe, // Checkbox.Control's indicator
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe, // RadioGroup.ItemIndicator (the reveal reasons)
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      combobox: comboboxSlotRecipe, // the reference picker (a person's partner)
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/**
 * The console's own additions: a `brand` palette (deep blue) used by the side menu, primary
 * buttons (`colorPalette="brand"`) and focus rings, in a light and a dark theme. Chakra's semantic
 * tokens carry both (`{ _light, _dark }`); the dark ones apply under `<html class="dark">`
 * (src/core/theme/colorMode.ts). Screens use semantic tokens (`bg`, `fg.muted`, `border`,
 * `colorPalette.fg`…), never a fixed colour, so they read in both.
 *
 * The status text colours (`fg.error`, `fg.warning`, `fg.success`) are one step darker than
 * Chakra's on light backgrounds, and so are a few palettes' solid colours: Chakra's red.500,
 * orange.600 and green.600 on white (or white on them) are below WCAG AA's 4.5:1 for normal text
 * (axe's colour-contrast rule).
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
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        // Solid badges and buttons carry white text: Chakra's green and orange 600 give 3.3–3.7:1
        // with it, below AA; their 700 shades give more than 4.5:1.
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
