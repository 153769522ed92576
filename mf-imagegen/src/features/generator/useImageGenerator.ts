import { useCallback, useMemo, useRef, useState } from 'react';
import { generatePageImage, IMAGE_PAGE_KEYS, invalidatePageImages, type ImagePageKey, type PageImage, type PageImagesSummary, type QueryResult } from 'shared-data';
import { toast } from 'shared-ui';
import { DEFAULT_PROMPTS, PAGE_IMAGE_REQUEST, PAGE_LABELS } from './pagePrompts';
import type { ServiceStatus } from './useServiceStatus';

/** SPEC: Generate All waits a second between calls, so the service is not hammered. */
const GENERATE_ALL_PAUSE_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type PerPage<T> = Partial<Record<ImagePageKey, T>>;

const newer = (a: PageImage | undefined, b: PageImage | undefined) => (!a ? b : !b ? a : a.createdAt >= b.createdAt ? a : b);

/**
 * The admin's tool: editable prompts, one generation at a time, the latest image of each page.
 * What is saved comes from the saved-images query; an image made here shows at once and the query
 * reads again after it. A page's prompt is what the admin typed, else the saved image's, else ours.
 */
export function useImageGenerator(status: ServiceStatus, saved: QueryResult<PageImagesSummary>) {
  const [edits, setEdits] = useState<PerPage<string>>({});
  const [made, setMade] = useState<PerPage<PageImage>>({});
  const [generating, setGenerating] = useState<ImagePageKey | null>(null);
  const [isGeneratingAll, setIsGeneratingAll] = useState(false);

  const { images, prompts } = useMemo(() => {
    const savedLatest: PerPage<PageImage> = Object.fromEntries((saved.data?.latest ?? []).map((image) => [image.pageKey, image]));
    const pageImages: PerPage<PageImage> = {};
    const pagePrompts = {} as Record<ImagePageKey, string>;
    for (const pageKey of IMAGE_PAGE_KEYS) {
      const image = newer(savedLatest[pageKey], made[pageKey]);
      if (image) pageImages[pageKey] = image;
      pagePrompts[pageKey] = edits[pageKey] ?? savedLatest[pageKey]?.prompt ?? DEFAULT_PROMPTS[pageKey];
    }
    return { images: pageImages, prompts: pagePrompts };
  }, [saved.data, made, edits]);
  const promptsRef = useRef(prompts);
  promptsRef.current = prompts;

  const setPrompt = useCallback((pageKey: ImagePageKey, prompt: string) => setEdits((current) => ({ ...current, [pageKey]: prompt })), []);

  /** One page; resolves whether it worked. Failures are told to the admin here. */
  const generate = useCallback(
    async (pageKey: ImagePageKey, { announce }: { announce: 'single' | 'batch' }): Promise<boolean> => {
      const prompt = promptsRef.current[pageKey].trim();
      if (prompt === '' || status !== 'ready') return false;
      setGenerating(pageKey);
      try {
        const image = await generatePageImage({ pageKey, positivePrompt: prompt, ...PAGE_IMAGE_REQUEST });
        setMade((current) => ({ ...current, [pageKey]: image }));
        // The function saved it: the saved images and today's count and spend read again.
        invalidatePageImages();
        if (announce === 'single') toast({ title: 'Image generated successfully!', variant: 'success' });
        return true;
      } catch (error) {
        console.error(`Error generating the ${pageKey} image:`, error);
        const reason = error instanceof Error && error.message ? error.message : 'Failed to generate image';
        toast(
          announce === 'single'
            ? { title: 'Failed to generate image. Please try again.', description: reason, variant: 'destructive' }
            : { title: `Failed to generate image for ${PAGE_LABELS[pageKey]}`, description: reason, variant: 'destructive' },
        );
        return false;
      } finally {
        setGenerating(null);
      }
    },
    [status],
  );

  const generateOne = useCallback((pageKey: ImagePageKey) => generate(pageKey, { announce: 'single' }), [generate]);

  /** Every page without an image, one at a time, a second apart; only once the saved images are known. */
  const isSavedKnown = saved.status === 'success';
  const generateAll = useCallback(async () => {
    const missing = IMAGE_PAGE_KEYS.filter((pageKey) => !images[pageKey]);
    if (missing.length === 0 || status !== 'ready' || !isSavedKnown) return;
    setIsGeneratingAll(true);
    let failures = 0;
    for (const [index, pageKey] of missing.entries()) {
      if (index > 0) await wait(GENERATE_ALL_PAUSE_MS);
      if (!(await generate(pageKey, { announce: 'batch' }))) failures += 1;
    }
    setIsGeneratingAll(false);
    toast(failures === 0 ? { title: 'All images generated successfully!', variant: 'success' } : { title: 'Some images failed to generate', variant: 'destructive' });
  }, [images, status, isSavedKnown, generate]);

  return { prompts, images, generating, isGeneratingAll, setPrompt, generateOne, generateAll };
}
