import { invokeFunction } from '../client/invokeFunction';
import type { ImagePageKey, PageImage } from './imagePages';

export interface GeneratePageImageInput {
  pageKey: ImagePageKey;
  positivePrompt: string;
  width?: number;
  height?: number;
  numberResults?: number;
  outputFormat?: 'WEBP' | 'PNG' | 'JPG';
}

interface GenerateAnswer {
  pageKey: ImagePageKey;
  prompt: string;
  images: Omit<PageImage, 'pageKey' | 'prompt'>[];
}

/** One generation (`POST generate`); admins only, the function checks. Resolves to the first image. */
export async function generatePageImage(input: GeneratePageImageInput): Promise<PageImage> {
  const answer = await invokeFunction<GenerateAnswer>('generate', { body: input });
  const [first] = answer.images;
  if (!first) throw new Error('generate answered without an image');
  return { ...first, pageKey: answer.pageKey, prompt: answer.prompt };
}
