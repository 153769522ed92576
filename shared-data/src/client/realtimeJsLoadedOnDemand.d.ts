/** The real realtime-js under the name `browserAliases.ts` gives it for `realtimeOnDemand.ts`. */
declare module '@supabase/realtime-js/loaded-on-demand' {
  export { RealtimeClient } from '@supabase/supabase-js';
}
