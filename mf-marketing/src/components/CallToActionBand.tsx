import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Band } from 'shared-ui';
import { BandActions, type BandAction } from './BandActions';

export interface CallToActionBandProps {
  heading: string;
  text: ReactNode;
  /** Its buttons, in the dark band's variants. */
  actions: BandAction[];
}

/** A closing band that invites the reader to act. */
export function CallToActionBand({ heading, text, actions }: CallToActionBandProps) {
  const headingId = useId();
  return (
    <Band labelledBy={headingId} tone="brand" spacing="lg">
      <Inner>
        <Heading id={headingId}>{heading}</Heading>
        <Text>{text}</Text>
        <Actions>
          <BandActions actions={actions} />
        </Actions>
      </Inner>
    </Band>
  );
}

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
  max-width: 100%;

  /* A label with an email address in it breaks inside the address on the narrowest phones (360 px)
     instead of pushing the page sideways. */
  & > * {
    max-width: 100%;
    overflow-wrap: anywhere;
  }
`;
