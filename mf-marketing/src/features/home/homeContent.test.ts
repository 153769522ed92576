import { pressMentions } from './pressMentions';
import { homeStatistics } from './homeStats';
import { communityPromoVideo, promoVideoEmbedUrl, whyEoPromoVideo } from './promoVideos';

describe('home content', () => {
  it('gives every press mention a distinct name, a logo, a description and an https url', () => {
    expect(new Set(pressMentions.map((mention) => mention.name)).size).toBe(pressMentions.length);
    for (const mention of pressMentions) {
      expect(mention.name).toBeTruthy();
      expect(mention.logo).toBeTruthy();
      expect(mention.description).toBeTruthy();
      expect(new URL(mention.url).protocol).toBe('https:');
    }
  });

  it('uses the published figures in the statistics band', () => {
    const numbers = homeStatistics.map((statistic) => statistic.number);
    expect(numbers).toEqual(expect.arrayContaining(['19,060+', '219', '1987']));
  });

  it('plays both promo videos from the privacy-enhanced host', () => {
    for (const video of [communityPromoVideo, whyEoPromoVideo]) {
      expect(promoVideoEmbedUrl(video.youtubeId)).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1$/);
    }
  });
});
