import styled from 'styled-components';
import { Tile } from '../../components/Tile';
import { List } from 'shared-ui';
import { ContentSection } from '../../components/ContentSection';
import { communityLeads } from './communityLeads';

export function CommunityLeadsSection() {
  return (
    <ContentSection
      tone="subtle"
      title="Community Leads FY24/25"
      intro="Members who volunteer their time to convene each community, curate its programme and welcome newcomers."
    >
      <LeadList>
        {communityLeads.map((lead) => (
          <LeadItem key={lead.name}>
            <Initials aria-hidden="true">{initialsOf(lead.name)}</Initials>
            <div>
              <LeadName>{lead.name}</LeadName>
              <LeadRole>{lead.role}</LeadRole>
            </div>
          </LeadItem>
        ))}
      </LeadList>
    </ContentSection>
  );
}

function initialsOf(name: string): string {
  const parts = name.replace(/^Dr\.\s*/, '').split(' ').filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}`.toUpperCase();
}

const LeadList = styled(List).attrs({ $layout: 'grid', $gap: '0.875rem', $min: '260px' })``;

const LeadItem = styled(Tile).attrs({ $radius: 'md', $raised: false })`
  display: flex;
  align-items: center;
  gap: 0.875rem;
  padding: 0.875rem 1rem;
`;

const Initials = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  font-weight: 700;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.onDark.text};
`;

const LeadName = styled.p`
  margin: 0;
  font-weight: 700;
`;

const LeadRole = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;
