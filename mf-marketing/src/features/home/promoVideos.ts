import posterCommunity from '../../assets/home/promo-poster-community.svg';
import posterWhyEo from '../../assets/home/promo-poster-why-eo.svg';

export interface PromoVideoContent {
  /** Names the player (iframe title) and the poster button. */
  title: string;
  /** YouTube video id; played through the privacy-enhanced youtube-nocookie.com host. */
  youtubeId: string;
  poster: string;
}

export const communityPromoVideo: PromoVideoContent = {
  title: 'EO Asia Pacific: entrepreneurs growing together',
  youtubeId: 'eoApacStory',
  poster: posterCommunity,
};

export const whyEoPromoVideo: PromoVideoContent = {
  title: 'Why entrepreneurs choose EO',
  youtubeId: 'eoWhyJoinEO',
  poster: posterWhyEo,
};

/** The player loads with autoplay because the visitor has just asked for it by clicking the poster. */
export function promoVideoEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
}
