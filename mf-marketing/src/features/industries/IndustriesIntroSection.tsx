import { StoryBand } from '../../components/StoryBand';
import peersIllustration from '../../assets/industries/industry-peers.svg';

export function IndustriesIntroSection() {
  return (
    <StoryBand
      title="Peers Who Speak Your Industry's Language"
      image={{ src: peersIllustration, alt: '', width: 480, height: 360, maxWidth: '480px' }}
      measure="65ch"
      leading={1.7}
      $columns="3fr 2fr"
    >
      <p>
        Your Forum gives you perspective from founders in every kind of business. Industry communities add the other
        half: members across EO Asia Pacific who sell to the same customers, wrestle with the same regulators and
        compete for the same talent.
      </p>
      <p>
        Communities meet across chapter and country lines, so a manufacturer in Penang can learn from one in Perth, and
        a travel founder in Bangkok can find a partner in Queenstown.
      </p>
    </StoryBand>
  );
}
