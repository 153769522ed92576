import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_NOT_SHIPPED } from './functionsNotShipped';

// shared-data's tests build supabase-js as the browser build does, with the stand-in (vitest.config.ts).

describe('the browser build without @supabase/functions-js', () => {
  it('says what to change when supabase-js Functions is used (the site calls invokeFunction)', () => {
    const client = createClient('http://127.0.0.1:9', 'anon-key', { auth: { persistSession: false, autoRefreshToken: false } });
    expect(() => client.functions.invoke('status')).toThrow(FUNCTIONS_NOT_SHIPPED);
    expect(typeof client.from('events').select('*').then).toBe('function');
  });
});
