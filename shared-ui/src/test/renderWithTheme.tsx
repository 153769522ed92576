/**
 * `shared-ui/testing`: Testing Library's `render` inside the site's theme, for every package's
 * component tests (styled components read the theme; without it they throw or draw unstyled).
 */
import type { ReactElement } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';

export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>): RenderResult {
  return render(ui, { ...options, wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider> });
}
