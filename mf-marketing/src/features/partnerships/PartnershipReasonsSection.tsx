import { useId } from 'react';
import styled from 'styled-components';
import { Band, List } from 'shared-ui';
import { SectionHeader } from '../../components/SectionHeader';
import { collaborationCriteria, partnershipReasons } from './partnershipContent';

/** Why organisations partner with us, beside what we ask of a partner. */
export function PartnershipReasonsSection() {
  const reasonsId = useId();
  const criteriaId = useId();
  return (
    <Band labelledBy={reasonsId}>
      <Columns>
        <div>
          <SectionHeader id={reasonsId} title="Why Organisations Choose Us" />
          <Checklist>
            {partnershipReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </Checklist>
        </div>
        <section aria-labelledby={criteriaId}>
          <SectionHeader id={criteriaId} title="Collaboration Criteria" />
          <Checklist>
            {collaborationCriteria.map((criterion) => (
              <li key={criterion}>{criterion}</li>
            ))}
          </Checklist>
        </section>
      </Columns>
    </Band>
  );
}

const Columns = styled.div`
  display: grid;
  gap: 2.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
`;

const Checklist = styled(List).attrs({ $layout: 'stack', $gap: '0.75rem' })`
  li {
    position: relative;
    padding-left: 1.75rem;
  }
  li::before {
    content: '✓';
    position: absolute;
    left: 0;
    font-weight: 800;
    color: ${({ theme }) => theme.colors.success};
  }
`;
