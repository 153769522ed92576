import { toDataError } from '../client/dataError';
import { getSupabase } from '../client/supabaseClient';
import type { PageImage } from './imagePages';

export interface PageImagesSummary {
  /** The latest image of each page that has one. */
  latest: PageImage[];
  /** Images made since `since`, across all admins, and what they cost (US dollars). */
  count: number;
  spend: number;
}

/** What the image generator shows on load; admins only (row level security). */
export async function listLatestPageImages(since: Date): Promise<PageImagesSummary> {
  const supabase = await getSupabase();
  const [latest, totals] = await Promise.all([
    supabase.rpc('latest_generated_images'),
    supabase.rpc('generated_images_since', { since: since.toISOString() }),
  ]);
  if (latest.error) throw toDataError(latest.error);
  if (totals.error) throw toDataError(totals.error);
  const [day] = totals.data ?? [];
  return {
    latest: (latest.data ?? []).map((row) => ({
      id: row.id,
      pageKey: row.page_key,
      prompt: row.prompt,
      imageURL: row.image_url,
      seed: row.seed,
      cost: Number(row.cost),
      NSFWContent: row.nsfw,
      createdAt: row.created_at,
    })),
    count: Number(day?.images ?? 0),
    spend: Number(day?.spend ?? 0),
  };
}
