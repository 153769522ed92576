import styled from 'styled-components';
import { Container } from 'shared-ui';

/** A comfortable reading column for legal text. */
export const LegalReading = styled(Container)`
  max-width: 50rem;
  font-size: 1.05rem;
  line-height: 1.75;
  h2 {
    font-size: clamp(1.25rem, 3vw, 1.5rem);
    font-weight: 800;
    margin: 0 0 0.5rem;
  }
`;
