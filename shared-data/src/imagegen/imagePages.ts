import { Constants, type Database } from '../client/database.types';

export type ImagePageKey = Database['public']['Enums']['image_page_key'];
/** The pages the image generator makes images for, in the database enum's order. */
export const IMAGE_PAGE_KEYS: readonly ImagePageKey[] = Constants.public.Enums.image_page_key;

export interface PageImage {
  /** null only when the image was made but its record could not be written. */
  id: string | null;
  pageKey: ImagePageKey;
  prompt: string;
  imageURL: string;
  seed: number | null;
  cost: number;
  NSFWContent: boolean;
  createdAt: string;
}
