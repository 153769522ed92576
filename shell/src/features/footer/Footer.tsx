import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Container, List, media, textLinks, useToday } from 'shared-ui';
import { useAuth } from 'shared-auth';
import { paths } from 'site-config';
import { footerColumns, legalLinks, MEMBER_HUB_URL, socialLinks } from './footerLinks';
import { NewsletterForm } from 'shared-site';
import { SocialIcon } from './SocialIcon';

const Wrap = styled.footer`
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.inverseText};
  padding: 3.5rem 0 2rem;
  ${textLinks(css`
    color: ${({ theme }) => theme.onDark.link};
    &:hover { color: ${({ theme }) => theme.onDark.text}; }
  `)}
`;

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(2, 1fr);
  ${media.up('lg')} { grid-template-columns: repeat(4, 1fr) 1.4fr; }
`;

const ColumnTitle = styled.h2`
  font-size: 1rem;
  margin-bottom: 0.75rem;
  color: ${({ theme }) => theme.onDark.text};
`;

const LinkList = styled(List)`
  ${textLinks(css`
    text-decoration: none;
    &:hover { text-decoration: underline; }
  `)}
`;

const Stay = styled.div`
  grid-column: 1 / -1;
  ${media.up('lg')} { grid-column: auto; }
  p { color: ${({ theme }) => theme.onDark.muted}; font-size: 0.95rem; }
`;

const Bottom = styled.div`
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.onDark.divider};
  display: flex;
  flex-wrap: wrap;
  gap: 1rem 2rem;
  justify-content: space-between;
  align-items: center;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.onDark.muted};
`;

const Inline = styled(List).attrs({ $layout: 'inline', $gap: '0.5rem 1.25rem' })``;

const SocialLink = styled.a`
  display: inline-flex;
  width: 2.5rem;
  height: 2.5rem;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  background: ${({ theme }) => theme.onDark.fill};
  &:hover { background: ${({ theme }) => theme.onDark.strongFill}; }
`;

function FooterLinkItem({ label, href, external }: { label: string; href: string; external?: boolean }) {
  if (external) {
    const isWeb = href.startsWith('http');
    return (
      <a href={href} {...(isWeb ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {label}
      </a>
    );
  }
  return <Link to={href}>{label}</Link>;
}

/** Site footer shared by every page. */
export function Footer() {
  const year = useToday().getFullYear();
  // "Admin Login" (SPEC's footer) is a visitor's way in; a signed-in person has the header's
  // controls, and /auth would only send them home (issue 56 item 13).
  const { user } = useAuth();
  const links = user ? legalLinks.filter((link) => link.href !== paths.auth) : legalLinks;
  return (
    <Wrap>
      <Container>
        <Columns>
          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={`${column.title} links`}>
              <ColumnTitle>{column.title}</ColumnTitle>
              <LinkList>
                {column.links.map((link) => (
                  <li key={link.href}>
                    <FooterLinkItem {...link} />
                  </li>
                ))}
              </LinkList>
            </nav>
          ))}
          <Stay>
            <ColumnTitle>Stay Connected</ColumnTitle>
            <p>News, events and stories from entrepreneurs across Asia Pacific, once a month.</p>
            <NewsletterForm variant="footer" submitLabel="Subscribe" placeholder="Enter your email" />
          </Stay>
        </Columns>
        <Bottom>
          <div>
            <p style={{ margin: 0 }}>EO Asia Pacific Regional Hub, Singapore</p>
            <p style={{ margin: 0 }}>© {year} Entrepreneurs&apos; Organization Asia Pacific. All rights reserved.</p>
          </div>
          <nav aria-label="Legal and site links">
            <Inline>
              {links.map((link) => (
                <li key={link.href}>
                  <FooterLinkItem {...link} />
                </li>
              ))}
              <li>
                <a href={MEMBER_HUB_URL} target="_blank" rel="noopener noreferrer">
                  Member Hub
                </a>
              </li>
            </Inline>
          </nav>
          <Inline aria-label="Social media">
            {socialLinks.map((social) => (
              <li key={social.href}>
                <SocialLink href={social.href} target="_blank" rel="noopener noreferrer" aria-label={social.label}>
                  <SocialIcon icon={social.icon} />
                </SocialLink>
              </li>
            ))}
          </Inline>
        </Bottom>
      </Container>
    </Wrap>
  );
}
