import { useCallback, useEffect, useRef, useState } from 'react';
import { generatePageImage, getImageServiceStatus, IMAGE_PAGE_KEYS, listLatestPageImages, type ImagePageKey, type PageImage } from 'shared-data';
import { toast } from 'shared-ui';
import { DEFAULT_PROMPTS, PAGE_IMAGE_REQUEST, PAGE_LABELS } from './pagePrompts';

export type ServiceStatus = 'unknown' | 'ready' | 'not-configured';

/** SPEC section 8, with "the image service" in place of the vendor's name. */
export const NOT_CONFIGURED_MESSAGE = 'The image service API key not configured. Please check with your administrator.';
/** SPEC: Generate All waits a second between calls, so the service is not hammered. */
export const GENERATE_ALL_PAUSE_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startOfUtcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The service status, for everyone; the tool's data only for admins. */
export function useServiceStatus(): ServiceStatus {
  const [status, setStatus] = useState<ServiceStatus>('unknown');
  useEffect(() => {
    let isCurrent = true;
    getImageServiceStatus()
      .then((ok) => {
        if (!isCurrent) return;
        setStatus(ok ? 'ready' : 'not-configured');
        if (!ok) toast({ title: NOT_CONFIGURED_MESSAGE, variant: 'destructive' });
      })
      .catch((error: unknown) => {
        console.error('Error checking the image service status:', error);
        if (isCurrent) setStatus('not-configured');
      });
    return () => {
      isCurrent = false;
    };
  }, []);
  return status;
}

export interface ImageGeneratorState {
  prompts: Record<ImagePageKey, string>;
  images: Partial<Record<ImagePageKey, PageImage>>;
  generating: ImagePageKey | null;
  isGeneratingAll: boolean;
  isLoadingSaved: boolean;
  today: { count: number; spend: number };
}

/** The admin's tool: editable prompts, one generation at a time, the latest image of each page. */
export function useImageGenerator(status: ServiceStatus) {
  const [prompts, setPrompts] = useState<Record<ImagePageKey, string>>({ ...DEFAULT_PROMPTS });
  const [images, setImages] = useState<Partial<Record<ImagePageKey, PageImage>>>({});
  const [generating, setGenerating] = useState<ImagePageKey | null>(null);
  const [isGeneratingAll, setIsGeneratingAll] = useState(false);
  const [isLoadingSaved, setIsLoadingSaved] = useState(true);
  const [today, setToday] = useState({ count: 0, spend: 0 });
  const promptsRef = useRef(prompts);
  promptsRef.current = prompts;

  const refreshToday = useCallback(async () => {
    const summary = await listLatestPageImages(startOfUtcDay());
    setToday({ count: summary.count, spend: summary.spend });
    return summary;
  }, []);

  useEffect(() => {
    let isCurrent = true;
    refreshToday()
      .then((summary) => {
        if (!isCurrent) return;
        setImages(Object.fromEntries(summary.latest.map((image) => [image.pageKey, image])));
        setPrompts((current) => ({ ...current, ...Object.fromEntries(summary.latest.map((image) => [image.pageKey, image.prompt])) }));
      })
      .catch((error: unknown) => console.error('Error loading generated images:', error))
      .finally(() => {
        if (isCurrent) setIsLoadingSaved(false);
      });
    return () => {
      isCurrent = false;
    };
  }, [refreshToday]);

  const setPrompt = useCallback((pageKey: ImagePageKey, prompt: string) => setPrompts((current) => ({ ...current, [pageKey]: prompt })), []);

  /** One page; resolves whether it worked. Failures are told to the admin here. */
  const generate = useCallback(
    async (pageKey: ImagePageKey, { announce }: { announce: 'single' | 'batch' }): Promise<boolean> => {
      const prompt = promptsRef.current[pageKey].trim();
      if (prompt === '' || status !== 'ready') return false;
      setGenerating(pageKey);
      try {
        const image = await generatePageImage({ pageKey, positivePrompt: prompt, ...PAGE_IMAGE_REQUEST });
        setImages((current) => ({ ...current, [pageKey]: image }));
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
        refreshToday().catch((error: unknown) => console.error('Error loading today\'s totals:', error));
      }
    },
    [status, refreshToday],
  );

  const generateOne = useCallback((pageKey: ImagePageKey) => generate(pageKey, { announce: 'single' }), [generate]);

  /** Every page without an image, one at a time, a second apart. */
  const generateAll = useCallback(async () => {
    const missing = IMAGE_PAGE_KEYS.filter((pageKey) => !images[pageKey]);
    if (missing.length === 0 || status !== 'ready') return;
    setIsGeneratingAll(true);
    let failures = 0;
    for (const [index, pageKey] of missing.entries()) {
      if (index > 0) await wait(GENERATE_ALL_PAUSE_MS);
      if (!(await generate(pageKey, { announce: 'batch' }))) failures += 1;
    }
    setIsGeneratingAll(false);
    toast(failures === 0 ? { title: 'All images generated successfully!', variant: 'success' } : { title: 'Some images failed to generate', variant: 'destructive' });
  }, [images, status, generate]);

  const state: ImageGeneratorState = { prompts, images, generating, isGeneratingAll, isLoadingSaved, today };
  return { ...state, setPrompt, generateOne, generateAll };
}
