import styled from 'styled-components';

/** The reading style of long text: a blog article's body (a newsletter issue has shared-site's NewsletterProse, the email's own). */
export const ReadingProse = styled.div`
  font-size: 1.075rem;
  line-height: 1.75;
  max-width: 70ch;
  overflow-wrap: anywhere;

  h2 {
    font-size: clamp(1.4rem, 3vw, 1.75rem);
    font-weight: 800;
    margin: 2.25rem 0 0.75rem;
  }
  h3 {
    font-size: 1.25rem;
    font-weight: 700;
    margin: 1.75rem 0 0.5rem;
  }
  p,
  ul,
  ol {
    margin: 0 0 1.25rem;
  }
  ul,
  ol {
    padding-left: 1.5rem;
  }
  li + li {
    margin-top: 0.375rem;
  }
  strong {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
  blockquote {
    margin: 1.75rem 0;
    padding: 0.75rem 1.25rem;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
    font-style: italic;
    color: ${({ theme }) => theme.colors.text};
  }
  blockquote p:last-child {
    margin-bottom: 0;
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;
