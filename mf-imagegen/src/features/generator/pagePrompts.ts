import type { ImagePageKey } from 'shared-data';

/** What each page key is called in the tool. */
export const PAGE_LABELS: Record<ImagePageKey, string> = {
  about: 'About',
  chapters: 'Chapters',
  partners: 'Partners',
  industries: 'Industries',
  path: 'Path',
  events: 'Events',
  blog: 'Blog',
  council: 'Regional Council',
  resources: 'Resources',
};

const STYLE = 'editorial photograph, natural light, warm and optimistic, diverse Asia Pacific business people, no text, no logos';

/** A starting prompt for each page's hero image; the admin edits it before generating. */
export const DEFAULT_PROMPTS: Record<ImagePageKey, string> = {
  about: `A small group of entrepreneurs in candid conversation around a wooden table in a bright Singapore office, ${STYLE}`,
  chapters: `A map-like collage of Asia Pacific city skylines at golden hour, Kuala Lumpur, Sydney, Tokyo and Auckland blending together, ${STYLE}`,
  partners: `Two business leaders shaking hands in a modern glass atrium, partnership and trust, ${STYLE}`,
  industries: `Founders from manufacturing, technology, hospitality and healthcare standing together in a light industrial loft, ${STYLE}`,
  path: `A winding mountain path at sunrise with a lone hiker reaching a ridge, growth and ambition, cinematic wide shot, no text, no logos`,
  events: `A lively evening networking event on a rooftop terrace with city lights, people laughing and exchanging ideas, ${STYLE}`,
  blog: `An open notebook, a laptop and a cup of coffee on a desk by a window overlooking a harbour, calm focused mood, ${STYLE}`,
  council: `A diverse leadership council seated in a semicircle in a calm boardroom, listening attentively, ${STYLE}`,
  resources: `A bright modern library with shelves, tablets and a learning workshop in progress, curiosity and knowledge, ${STYLE}`,
};

/** What the tool asks for (SPEC section 7): one 1200x800 WEBP per page. */
export const PAGE_IMAGE_REQUEST = { width: 1200, height: 800, outputFormat: 'WEBP', numberResults: 1 } as const;

export const MAX_PROMPT_LENGTH = 2000;
