import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../test/renderWithTheme';
import { theme } from '../theme/theme';
import { Band } from './Section';
import { List } from './List';

describe('Band', () => {
  it('is a region named by its heading, with light text on a dark tone', () => {
    renderWithTheme(
      <Band tone="inverse" labelledBy="mission-heading" id="mission">
        <h2 id="mission-heading">Our Mission</h2>
      </Band>,
    );
    const region = screen.getByRole('region', { name: 'Our Mission' });
    expect(region).toHaveAttribute('id', 'mission');
    expect(getComputedStyle(region).color).toBe('rgb(244, 246, 250)');
    expect(getComputedStyle(region).backgroundColor).toBe('rgb(11, 27, 51)');
  });

  it('keeps the site reading width inside the band', () => {
    renderWithTheme(
      <Band labelledBy="h">
        <h2 id="h">Plain</h2>
      </Band>,
    );
    const inner = screen.getByRole('heading', { name: 'Plain' }).parentElement!;
    expect(getComputedStyle(inner).maxWidth).toBe(theme.layout.maxWidth);
  });
});

describe('List', () => {
  it('keeps list semantics without bullets, so the item count is announced', () => {
    renderWithTheme(
      <List $layout="inline" aria-label="Tags">
        <li>Growth</li>
        <li>Leadership</li>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Tags' });
    expect(list).toHaveAttribute('role', 'list');
    expect(getComputedStyle(list).listStyle).toContain('none');
    expect(getComputedStyle(list).flexWrap).toBe('wrap');
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Growth', 'Leadership']);
  });

  it('renders an ordered list with `as="ol"`', () => {
    renderWithTheme(
      <List as="ol" aria-label="Steps">
        <li>One</li>
      </List>,
    );
    expect(screen.getByRole('list', { name: 'Steps' }).tagName).toBe('OL');
  });
});
