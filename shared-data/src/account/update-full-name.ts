import { getSupabase } from '../client/supabaseClient';
import { toDataError } from '../client/dataError';

/**
 * Renames the member: their profile (what the site shows: organiser names, the admin's members
 * list) and their account's metadata (`full_name`, as at sign-up), so both agree.
 */
export async function updateFullName(userId: string, fullName: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('profiles').update({ full_name: fullName }).eq('user_id', userId);
  if (error) throw toDataError(error);
  const { error: metadataError } = await supabase.auth.updateUser({ data: { full_name: fullName } });
  if (metadataError) throw metadataError;
}
