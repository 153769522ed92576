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
        {/* The band itself is named by the first heading; the second column is its own region. */}
        <ChecklistColumn as="div" headingId={reasonsId} title="Why Organisations Choose Us" items={partnershipReasons} />
        <ChecklistColumn as="section" headingId={criteriaId} title="Collaboration Criteria" items={collaborationCriteria} />
      </Columns>
    </Band>
  );
}

interface ChecklistColumnProps {
  as: 'div' | 'section';
  headingId: string;
  title: string;
  items: readonly string[];
}

function ChecklistColumn({ as: Element, headingId, title, items }: ChecklistColumnProps) {
  return (
    <Element {...(Element === 'section' ? { 'aria-labelledby': headingId } : {})}>
      <SectionHeader id={headingId} title={title} />
      <Checklist>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Checklist>
    </Element>
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
