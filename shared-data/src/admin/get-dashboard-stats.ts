import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';
import type { EventCategory } from '../client/database';

export interface DashboardStats {
  generated_at: string;
  events: { total: number; upcoming: number; next_30_days: number };
  members: { total: number; new_30_days: number; admins: number };
  subscribers: { total: number; new_30_days: number };
  events_by_category: { category: EventCategory; count: number }[];
  /** Six months back to six ahead, `YYYY-MM`. */
  events_by_month: { month: string; count: number }[];
  top_organisers: { user_id: string; email: string | null; full_name: string | null; events: number }[];
  recent_members: { email: string | null; full_name: string | null; created_at: string }[];
  recent_subscribers: { email: string; created_at: string }[];
}

/**
 * Every figure of the Dashboard Overview in one database call (admins only; others are refused).
 * `today` (YYYY-MM-DD, the viewer's local day) is where "upcoming" starts (SPEC section 9).
 */
export async function getDashboardStats(today: string): Promise<DashboardStats> {
  const { data, error } = await (await getSupabase()).rpc('admin_dashboard_stats', { today });
  if (error) throw toDataError(error);
  return data as unknown as DashboardStats;
}
