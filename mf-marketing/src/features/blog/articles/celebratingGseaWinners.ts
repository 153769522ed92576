import cover from '../../../assets/blog/celebrating-gsea-winners.svg';
import type { BlogArticle } from '../blogTypes';
import { celebratingGseaWinnersMeta } from './celebratingGseaWinners.meta';

export const celebratingGseaWinners: BlogArticle = { ...celebratingGseaWinnersMeta, image: cover };
