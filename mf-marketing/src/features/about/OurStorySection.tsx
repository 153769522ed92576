import { StoryBand } from '../../components/StoryBand';
import sinceIllustration from '../../assets/about/since-1987.svg';

export function OurStorySection() {
  return (
    <StoryBand
      eyebrow="Our story"
      title="Growing Together Since 1987"
      image={{
        src: sinceIllustration,
        alt: "Rising bars and a golden line climbing from 1987, representing the network's growth",
        width: 480,
        height: 400,
        maxWidth: '440px',
      }}
      measure="62ch"
      leading={1.7}
      $columns="3fr 2fr"
      $wideGap
    >
      <p>
        The Entrepreneurs' Organization was founded in 1987 by a small group of young business owners who wanted
        something they could not find anywhere else: a place to talk honestly with peers who carried the same weight.
        That idea, entrepreneurs learning from one another rather than from lectures, is still at the centre of
        everything we do.
      </p>
      <p>
        Today EO connects nearly 20,000 entrepreneurs worldwide. In Asia Pacific our 17 chapters bring together founders
        from Kuala Lumpur to Christchurch, united by curiosity, candour and the belief that better entrepreneurs build
        better communities.
      </p>
    </StoryBand>
  );
}
