import styled from 'styled-components';
import { Container } from 'shared-ui';
import { SectionHeader } from '../../components/SectionHeader';
import type { Partner } from './partners';

interface PartnerGroupProps {
  id: string;
  heading: string;
  intro: string;
  partners: Partner[];
  tone: 'plain' | 'subtle';
}

export function PartnerGroup({ id, heading, intro, partners, tone }: PartnerGroupProps) {
  const headingId = `${id}-heading`;
  return (
    <Band id={id} aria-labelledby={headingId} $tone={tone}>
      <Container>
        <SectionHeader id={headingId} title={heading} intro={intro} />
        <PartnerList>
          {partners.map((partner) => (
            <PartnerItem key={partner.name}>
              <img src={partner.logo} alt={`${partner.name} logo`} width={285} height={60} loading="lazy" />
              <PartnerName>{partner.name}</PartnerName>
              <PartnerOffer>{partner.offer}</PartnerOffer>
            </PartnerItem>
          ))}
        </PartnerList>
      </Container>
    </Band>
  );
}

const Band = styled.section<{ $tone: 'plain' | 'subtle' }>`
  padding: clamp(2.5rem, 6vw, 4.5rem) 0;
  background: ${({ theme, $tone }) => ($tone === 'subtle' ? theme.colors.subtle : theme.colors.surface)};
`;

const PartnerList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 250px), 1fr));
`;

const PartnerItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
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
