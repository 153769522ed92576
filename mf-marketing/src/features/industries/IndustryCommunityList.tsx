import styled, { css } from 'styled-components';
import { Tile } from '../../components/Tile';
import { Badge, List } from 'shared-ui';
import { ContentSection } from '../../components/ContentSection';
import { industryCommunities } from './industryCommunities';

export function IndustryCommunityList() {
  return (
    <ContentSection
      id="communities"
      tone="subtle"
      title="Our 16 Industry Communities"
      intro="Join as many as are relevant to you. Every community is open to members of any chapter in the region."
    >
      <CommunityList>
        {industryCommunities.map((community) => (
          <CommunityItem key={community.name} $isHighlighted={Boolean(community.isHighlighted)}>
            <CommunityName>{community.name}</CommunityName>
            {community.isHighlighted ? (
              <Badge $color="#fff" $background="#8A5300">
                Featured
              </Badge>
            ) : null}
          </CommunityItem>
        ))}
      </CommunityList>
    </ContentSection>
  );
}

const CommunityList = styled(List).attrs({ $layout: 'grid', $gap: '0.875rem', $min: '230px' })``;

const CommunityItem = styled(Tile).attrs({ $radius: 'md', $raised: false })<{ $isHighlighted: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  min-height: 4rem;
  padding: 0.875rem 1.125rem;
  ${({ $isHighlighted, theme }) =>
    $isHighlighted &&
    css`
      background: ${theme.colors.warningSoft};
      border: 2px solid ${theme.colors.accent};
      box-shadow: ${theme.shadows.md};
    `}
`;

const CommunityName = styled.span`
  font-weight: 700;
`;
