import styled from 'styled-components';
import { Band, media } from 'shared-ui';
import { SectionHeader } from '../../components/SectionHeader';
import { PromoVideo } from './PromoVideo';
import { communityPromoVideo } from './promoVideos';

/** Promo video 1: the network in its members' own words. */
export function CommunityVideoSection() {
  return (
    <Band labelledBy="community-video-heading">
      <Layout>
        <SectionHeader
          id="community-video-heading"
          eyebrow="Our community"
          title="See EO Asia Pacific in Action"
          intro="From Forum retreats in Bali to learning days in Sydney, meet the founders who make our region's chapters a place to be candid, curious and ambitious together."
        />
        <PromoVideo video={communityPromoVideo} />
      </Layout>
    </Band>
  );
}

const Layout = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${media.up('lg')} {
    grid-template-columns: 5fr 7fr;
    gap: 3rem;
  }
`;
