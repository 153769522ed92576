import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from 'shared-ui';

export interface CallToActionBandProps {
  heading: string;
  text: ReactNode;
  /** Buttons or links; style them as `inverse` so they read on the dark band. */
  actions: ReactNode;
}

/** A closing band that invites the reader to act. */
export function CallToActionBand({ heading, text, actions }: CallToActionBandProps) {
  const headingId = useId();
  return (
    <Band aria-labelledby={headingId}>
      <Container>
        <Inner>
          <Heading id={headingId}>{heading}</Heading>
          <Text>{text}</Text>
          <Actions>{actions}</Actions>
        </Inner>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding: clamp(3rem, 7vw, 5rem) 0;
  background:
    linear-gradient(135deg, ${({ theme }) => theme.colors.primaryDark} 0%, ${({ theme }) => theme.colors.inverse} 100%);
  color: ${({ theme }) => theme.colors.inverseText};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 1rem;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: clamp(1.6rem, 4vw, 2.5rem);
  font-weight: 800;
`;

const Text = styled.p`
  margin: 0;
  max-width: 60ch;
  font-size: 1.1rem;
  line-height: 1.6;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 0.5rem;
`;
