/** Design tokens shared by every part of the site. Colours meet WCAG AA on white. */
export const theme = {
  colors: {
    primary: '#0066CC',
    primaryDark: '#004C99',
    primarySoft: '#E6F0FA',
    accent: '#B8860B',
    text: '#1A1F2B',
    muted: '#4F5868',
    border: '#D5DBE5',
    surface: '#FFFFFF',
    subtle: '#F4F6FA',
    inverse: '#0B1B33',
    inverseText: '#F4F6FA',
    danger: '#B42318',
    dangerSoft: '#FDECEA',
    success: '#146C2E',
    successSoft: '#E7F5EC',
    warning: '#8A5300',
    warningSoft: '#FFF4D6',
    focus: '#F59E0B',
  },
  /** Colours for text and lines on the dark bands (inverse, primary, brand); all meet AA on `inverse`. */
  onDark: {
    text: '#FFFFFF',
    link: '#DCE6F5',
    muted: '#C9D4E5',
    accent: '#F5D38A',
    border: 'rgba(255, 255, 255, 0.85)',
    divider: 'rgba(255, 255, 255, 0.25)',
    hover: 'rgba(255, 255, 255, 0.14)',
    fill: 'rgba(255, 255, 255, 0.1)',
    strongFill: 'rgba(255, 255, 255, 0.2)',
    dashed: 'rgba(255, 255, 255, 0.7)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  },
  radii: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadows: {
    sm: '0 1px 2px rgba(11, 27, 51, 0.08)',
    md: '0 4px 16px rgba(11, 27, 51, 0.10)',
    lg: '0 12px 40px rgba(11, 27, 51, 0.18)',
  },
  breakpoints: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  layout: { maxWidth: '1200px', headerHeight: '72px' },
  zIndex: { header: 50, overlay: 100, dialog: 110, toast: 200 },
} as const;

export type AppTheme = typeof theme;

/** Media query helper: `${media.up('lg')} { ... }` */
export const media = {
  up: (bp: keyof AppTheme['breakpoints']) => `@media (min-width: ${theme.breakpoints[bp]}px)`,
  down: (bp: keyof AppTheme['breakpoints']) => `@media (max-width: ${theme.breakpoints[bp] - 0.02}px)`,
};

declare module 'styled-components' {
  // Every styled component in the workspace sees the typed theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
