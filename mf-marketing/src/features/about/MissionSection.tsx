import styled from 'styled-components';
import { media } from 'shared-ui';
import { ContentSection } from '../../components/ContentSection';

const values = ['Trust and respect', 'A thirst for learning', 'Boldness', 'Community', 'Making a mark'];

export function MissionSection() {
  return (
    <ContentSection tone="inverse" eyebrow="What we stand for" title="Our Mission">
      <Columns>
        <Statement>
          <h3>Mission</h3>
          <p>To engage leading entrepreneurs to learn and grow, in their businesses, their families and themselves.</p>
        </Statement>
        <Statement>
          <h3>Vision</h3>
          <p>To build the world's most influential community of entrepreneurs, starting with every founder in our region.</p>
        </Statement>
        <Statement>
          <h3>Core Values</h3>
          <ValueList>
            {values.map((value) => (
              <li key={value}>{value}</li>
            ))}
          </ValueList>
        </Statement>
      </Columns>
    </ContentSection>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  ${media.up('md')} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Statement = styled.div`
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.onDark.divider};
  h3 {
    color: ${({ theme }) => theme.onDark.accent};
    font-size: 1.2rem;
  }
  p {
    margin: 0;
    line-height: 1.7;
  }
`;

const ValueList = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.9;
`;
