import styled from 'styled-components';
import { ButtonLink, Container, Lead, PageHeading, Section } from 'shared-ui';
import { paths } from 'site-config';

/** An unknown or deleted event. */
export function EventNotFound() {
  return (
    <Section>
      <Container>
        <Inner>
          <PageHeading>Event not found</PageHeading>
          <Lead>This event does not exist, or its organiser has removed it.</Lead>
          <ButtonLink to={paths.events} $size="lg">
            See all events
          </ButtonLink>
        </Inner>
      </Container>
    </Section>
  );
}

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 1rem;
  padding: 2rem 0;
`;
