import styled from 'styled-components';
import { Band, media } from 'shared-ui';
import { SectionHeader } from '../../components/SectionHeader';
import peersIllustration from '../../assets/industries/industry-peers.svg';

export function IndustriesIntroSection() {
  return (
    <Band labelledBy="industries-intro-heading">
      <Layout>
        <div>
          <SectionHeader id="industries-intro-heading" title="Peers Who Speak Your Industry's Language" />
          <Text>
            Your Forum gives you perspective from founders in every kind of business. Industry communities add
            the other half: members across EO Asia Pacific who sell to the same customers, wrestle with the same
            regulators and compete for the same talent.
          </Text>
          <Text>
            Communities meet across chapter and country lines, so a manufacturer in Penang can learn from one in
            Perth, and a travel founder in Bangkok can find a partner in Queenstown.
          </Text>
        </div>
        <img src={peersIllustration} alt="" width={480} height={360} loading="lazy" />
      </Layout>
    </Band>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  img {
    width: 100%;
    max-width: 480px;
    justify-self: center;
  }
  ${media.up('lg')} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Text = styled.p`
  max-width: 65ch;
  font-size: 1.075rem;
  line-height: 1.7;
`;
