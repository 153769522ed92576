import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink, Container, PageHeading, Section } from 'shared-ui';
import { paths } from 'site-config';

/** Any unknown path. The bad path is logged so broken links can be found. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Section>
      <Container style={{ textAlign: 'center' }}>
        <p style={{ fontSize: '4rem', fontWeight: 800, margin: 0, color: '#0066CC' }} aria-hidden="true">
          404
        </p>
        <PageHeading>Oops! Page not found</PageHeading>
        <p>The page you asked for does not exist or has moved.</p>
        <ButtonLink to={paths.home}>Return to Home</ButtonLink>
      </Container>
    </Section>
  );
}
