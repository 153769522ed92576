import styled from 'styled-components';
import { Tile } from '../../components/Tile';
import { List } from 'shared-ui';
import { ContentSection } from '../../components/ContentSection';
import type { CouncilMember } from './CouncilMember';

interface CouncilMemberListProps {
  id: string;
  heading: string;
  intro: string;
  members: CouncilMember[];
  tone?: 'plain' | 'subtle';
}

export function CouncilMemberList({ id, heading, intro, members, tone = 'plain' }: CouncilMemberListProps) {
  return (
    <ContentSection id={id} tone={tone} title={heading} intro={intro}>
      <MemberList>
        {members.map((member) => (
          <MemberItem key={member.name}>
            <Portrait src={member.image} alt={`Portrait of ${member.name}`} width={96} height={96} loading="lazy" />
            <MemberName>{member.name}</MemberName>
            <MemberTitle>{member.title}</MemberTitle>
            <MemberLocation>{member.location}</MemberLocation>
          </MemberItem>
        ))}
      </MemberList>
    </ContentSection>
  );
}

const MemberList = styled(List).attrs({ $layout: 'grid', $gap: '1.25rem', $min: '200px' })``;

const MemberItem = styled(Tile)`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 0.25rem;
  padding: 1.5rem 1rem;
`;

const Portrait = styled.img`
  width: 96px;
  height: 96px;
  border-radius: 50%;
  margin-bottom: 0.75rem;
`;

const MemberName = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

const MemberTitle = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const MemberLocation = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;
