import { useCallback, useEffect, useRef, useState } from 'react';
import { generatePageImage, getImageServiceStatus, IMAGE_PAGE_KEYS, listLatestPageImages, type ImagePageKey, type PageImage } from 'shared-data';
import { toast } from 'shared-ui';
import { DEFAULT_PROMPTS, PAGE_IMAGE_REQUEST, PAGE_LABELS } from './pagePrompts';

/** 'signed-out' and 'not-admin': the status function refused the caller (401/403), e.g. after the session ended or the role changed. */
export type ServiceStatus = 'unknown' | 'ready' | 'not-configured' | 'signed-out' | 'not-admin';

/** SPEC section 8, with "the image service" in place of the vendor's name. */
export const NOT_CONFIGURED_MESSAGE = 'The image service API key not configured. Please check with your administrator.';
/** What the functions answer a caller who is not a signed-in admin (401 and 403). */
export const SIGNED_OUT_MESSAGE = 'Sign in as an administrator to generate images.';
export const NOT_ADMIN_MESSAGE = 'Only administrators can generate images.';
/** SPEC: Generate All waits a second between calls, so the service is not hammered. */
export const GENERATE_ALL_PAUSE_MS = 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function startOfUtcDay(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Whether the image service has its key. Asked once, by the admin's tool only; "not configured" is also told in a toast. */
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
        if (!isCurrent) return;
        // Only admins are told about the key: a refusal says nothing about it.
        const code = (error as { code?: unknown } | null)?.code; // DataError: the HTTP status
        setStatus(code === '401' ? 'signed-out' : code === '403' ? 'not-admin' : 'not-configured');
      });
    return () => {
      isCurrent = false;
    };
  }, []);
  return status;
}

/** The images saved before this visit: until they are in, the tool cannot know which pages still need one. */
export type SavedImagesState = 'loading' | 'loaded' | 'failed';

/** The admin's tool: editable prompts, one generation at a time, the latest image of each page. */
export function useImageGenerator(status: ServiceStatus) {
  const [prompts, setPrompts] = useState<Record<ImagePageKey, string>>({ ...DEFAULT_PROMPTS });
  const [images, setImages] = useState<Partial<Record<ImagePageKey, PageImage>>>({});
  const [generating, setGenerating] = useState<ImagePageKey | null>(null);
  const [isGeneratingAll, setIsGeneratingAll] = useState(false);
  const [saved, setSaved] = useState<SavedImagesState>('loading');
  const [loadAttempt, setLoadAttempt] = useState(0);
  /** Images and spend since 00:00 UTC; null until the saved images are in. */
  const [today, setToday] = useState<{ count: number; spend: number } | null>(null);
  const promptsRef = useRef(prompts);
  promptsRef.current = prompts;

  useEffect(() => {
    let isCurrent = true;
    setSaved('loading');
    listLatestPageImages(startOfUtcDay())
      .then((summary) => {
        if (!isCurrent) return;
        // An image made while this was loading is newer than the saved one.
        setImages((current) => ({ ...Object.fromEntries(summary.latest.map((image) => [image.pageKey, image])), ...current }));
        // A saved prompt fills a page's box unless the admin has already typed in it.
        setPrompts((current) => {
          const next = { ...current };
          for (const image of summary.latest) if (current[image.pageKey] === DEFAULT_PROMPTS[image.pageKey]) next[image.pageKey] = image.prompt;
          return next;
        });
        setToday({ count: summary.count, spend: summary.spend });
        setSaved('loaded');
      })
      .catch((error: unknown) => {
        console.error('Error loading generated images:', error);
        if (isCurrent) setSaved('failed');
      });
    return () => {
      isCurrent = false;
    };
  }, [loadAttempt]);

  const reloadSaved = useCallback(() => setLoadAttempt((attempt) => attempt + 1), []);

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
        // Only a saved image counts toward the day, and the function returns only what it saved.
        setToday((current) => (current ? { count: current.count + 1, spend: current.spend + image.cost } : current));
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
  const generateAll = useCallback(async () => {
    const missing = IMAGE_PAGE_KEYS.filter((pageKey) => !images[pageKey]);
    if (missing.length === 0 || status !== 'ready' || saved !== 'loaded') return;
    setIsGeneratingAll(true);
    let failures = 0;
    for (const [index, pageKey] of missing.entries()) {
      if (index > 0) await wait(GENERATE_ALL_PAUSE_MS);
      if (!(await generate(pageKey, { announce: 'batch' }))) failures += 1;
    }
    setIsGeneratingAll(false);
    toast(failures === 0 ? { title: 'All images generated successfully!', variant: 'success' } : { title: 'Some images failed to generate', variant: 'destructive' });
  }, [images, status, saved, generate]);

  return { prompts, images, generating, isGeneratingAll, saved, today, reloadSaved, setPrompt, generateOne, generateAll };
}
