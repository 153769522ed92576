import { Band } from 'shared-ui';
import { SplitLayout } from '../../components/SplitLayout';
import { SectionHeader } from '../../components/SectionHeader';
import { PromoVideo } from './PromoVideo';
import { communityPromoVideo } from './promoVideos';

/** Promo video 1: the network in its members' own words. */
export function CommunityVideoSection() {
  return (
    <Band labelledBy="community-video-heading">
      <SplitLayout $columns="5fr 7fr" $wideGap>
        <SectionHeader
          id="community-video-heading"
          eyebrow="Our community"
          title="See EO Asia Pacific in Action"
          intro="From Forum retreats in Bali to learning days in Sydney, meet the founders who make our region's chapters a place to be candid, curious and ambitious together."
        />
        <PromoVideo video={communityPromoVideo} />
      </SplitLayout>
    </Band>
  );
}
