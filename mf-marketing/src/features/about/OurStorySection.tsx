import styled from 'styled-components';
import { Band, media } from 'shared-ui';
import { SectionHeader } from '../../components/SectionHeader';
import sinceIllustration from '../../assets/about/since-1987.svg';

export function OurStorySection() {
  return (
    <Band labelledBy="our-story-heading">
      <Layout>
        <div>
          <SectionHeader id="our-story-heading" eyebrow="Our story" title="Growing Together Since 1987" />
          <p>
            The Entrepreneurs' Organization was founded in 1987 by a small group of young business owners who
            wanted something they could not find anywhere else: a place to talk honestly with peers who carried
            the same weight. That idea, entrepreneurs learning from one another rather than from lectures, is still
            at the centre of everything we do.
          </p>
          <p>
            Today EO connects nearly 20,000 entrepreneurs worldwide. In Asia Pacific our 17 chapters bring
            together founders from Kuala Lumpur to Christchurch, united by curiosity, candour and the belief that
            better entrepreneurs build better communities.
          </p>
        </div>
        <img
          src={sinceIllustration}
          alt="Rising bars and a golden line climbing from 1987, representing the network's growth"
          width={480}
          height={400}
          loading="lazy"
        />
      </Layout>
    </Band>
  );
}

const Layout = styled.div`
  p {
    max-width: 62ch;
    font-size: 1.075rem;
    line-height: 1.7;
  }
  display: grid;
  gap: 2rem;
  align-items: center;
  img {
    width: 100%;
    max-width: 440px;
    justify-self: center;
  }
  ${media.up('lg')} {
    grid-template-columns: 3fr 2fr;
    gap: 3rem;
  }
`;
