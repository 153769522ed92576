import styled from 'styled-components';
import { Container, Section } from 'shared-ui';
import { financialTopics } from './financialsContent';

/** Audit and tax status, one titled part per topic, at reading width. */
export function FinancialTopicsSection() {
  return (
    <Section>
      <Reading>
        {financialTopics.map((topic) => (
          <Topic key={topic.id} aria-labelledby={`${topic.id}-heading`}>
            <h2 id={`${topic.id}-heading`}>{topic.title}</h2>
            {topic.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Topic>
        ))}
      </Reading>
    </Section>
  );
}

const Reading = styled(Container)`
  max-width: 50rem;
  font-size: 1.05rem;
  line-height: 1.75;
`;

const Topic = styled.section`
  padding: 1.5rem 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    font-size: clamp(1.3rem, 3vw, 1.6rem);
    font-weight: 800;
  }
`;
