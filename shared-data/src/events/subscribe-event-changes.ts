import { getSupabase } from '../client/supabaseClient';

/**
 * Calls `onChange` whenever any row of `events` is inserted, updated or deleted.
 * Returns the unsubscribe function, which removes the channel.
 */
export function subscribeToEventChanges(onChange: () => void): () => void {
  const supabase = getSupabase();
  const channel = supabase
    .channel('events-changes')
    .on('postgres_changes', { event: '*', schema: 'public', table: 'events' }, () => onChange())
    .subscribe();
  return () => {
    void supabase.removeChannel(channel);
  };
}
