import styled from 'styled-components';
import { Tile } from '../../components/Tile';
import { List } from 'shared-ui';
import { ContentSection } from '../../components/ContentSection';
import type { Partner } from './partners';

interface PartnerGroupProps {
  id: string;
  heading: string;
  intro: string;
  partners: Partner[];
  tone: 'plain' | 'subtle';
}

export function PartnerGroup({ id, heading, intro, partners, tone }: PartnerGroupProps) {
  return (
    <ContentSection id={id} tone={tone} title={heading} intro={intro}>
      <PartnerList>
        {partners.map((partner) => (
          <PartnerItem key={partner.name}>
            <img src={partner.logo} alt={`${partner.name} logo`} width={285} height={60} loading="lazy" />
            <PartnerName>{partner.name}</PartnerName>
            <PartnerOffer>{partner.offer}</PartnerOffer>
          </PartnerItem>
        ))}
      </PartnerList>
    </ContentSection>
  );
}

const PartnerList = styled(List).attrs({ $layout: 'grid', $gap: '1.25rem', $min: '250px' })``;

const PartnerItem = styled(Tile)`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.5rem;
  img {
    width: 285px;
    max-width: 100%;
    height: auto;
    margin-bottom: 0.5rem;
  }
`;

const PartnerName = styled.h3`
  margin: 0;
  font-size: 1.1rem;
`;

const PartnerOffer = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  line-height: 1.6;
`;
