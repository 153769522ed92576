import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { MarkdownArticle } from './MarkdownArticle';

declare global {
  interface Window {
    __pwned?: boolean;
  }
}

const SAMPLE = `Intro with **bold words** inside.

## A heading

### A subheading

- first bullet
- second bullet

1. first step
2. second step

> A quoted paragraph.
`;

describe('MarkdownArticle', () => {
  it('renders headings, subheadings, both list kinds, quotes and bold text', () => {
    const { container } = renderWithProviders(<MarkdownArticle content={SAMPLE} />);
    expect(screen.getByRole('heading', { level: 2, name: 'A heading' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'A subheading' })).toBeInTheDocument();
    const bullets = container.querySelector('ul');
    expect(bullets?.querySelectorAll('li')).toHaveLength(2);
    expect(bullets).toHaveTextContent('first bullet');
    const steps = container.querySelector('ol');
    expect(steps?.querySelectorAll('li')).toHaveLength(2);
    expect(steps).toHaveTextContent('second step');
    expect(container.querySelector('blockquote')).toHaveTextContent('A quoted paragraph.');
    expect(container.querySelector('strong')).toHaveTextContent('bold words');
  });

  it('never renders a second h1, even for a "#" heading', () => {
    renderWithProviders(<MarkdownArticle content={'# Title in body'} />);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Title in body' })).toBeInTheDocument();
  });

  it('shows embedded HTML as text and never runs a script', () => {
    delete window.__pwned;
    const payload = '<script>window.__pwned = true</script>';
    const { container } = renderWithProviders(
      <MarkdownArticle content={`Before.\n\n${payload}\n\nInline <img src=x onerror="window.__pwned = true"> too.`} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent(payload);
    expect(window.__pwned).toBeUndefined();
  });
});
