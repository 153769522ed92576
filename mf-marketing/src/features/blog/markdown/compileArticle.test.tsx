import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ArticleProse } from '../components/ArticleProse';
import { compileArticle } from './compileArticle';

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

A [member story](/blog/celebrating-gsea-winners) and [the network](https://www.eonetwork.org "EO").
`;

/** What a reader sees: the Markdown compiled as the build does, then drawn by the page's component. */
const renderArticle = (markdown: string) => renderWithProviders(<ArticleProse tree={compileArticle(markdown)} />);

describe('compiled article bodies', () => {
  it('draws headings, subheadings, both list kinds, quotes, bold text and links', () => {
    const { container } = renderArticle(SAMPLE);
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
    expect(screen.getByRole('link', { name: 'member story' })).toHaveAttribute('href', '/blog/celebrating-gsea-winners');
    expect(screen.getByRole('link', { name: 'the network' })).toHaveAttribute('title', 'EO');
  });

  it('never draws a second h1, even for a "#" heading', () => {
    renderArticle('# Title in body');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Title in body' })).toBeInTheDocument();
  });

  it('shows embedded HTML as text and never runs a script', () => {
    delete window.__pwned;
    const payload = '<script>window.__pwned = true</script>';
    const { container } = renderArticle(`Before.\n\n${payload}\n\nInline <img src=x onerror="window.__pwned = true"> too.`);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent(payload);
    expect(window.__pwned).toBeUndefined();
  });

  it('drops link and image URLs with a scheme other than http(s) or mailto', () => {
    const { container } = renderArticle('[click](javascript:alert(1)) ![pic](data:image/svg+xml,x) [mail](mailto:info@example.org)');
    expect(screen.getByText('click').closest('a')).not.toHaveAttribute('href');
    expect(container.querySelector('img')).not.toHaveAttribute('src');
    expect(screen.getByRole('link', { name: 'mail' })).toHaveAttribute('href', 'mailto:info@example.org');
  });
});
