import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // As in the browser build (scripts/src/federation/createAppRsbuildConfig.ts): supabase-js gets the
  // stand-in for Storage. It is inlined (run through vitest, not Node) so that the alias reaches it.
  resolve: { alias: { '@supabase/storage-js': fileURLToPath(new URL('./src/client/storageNotShipped.ts', import.meta.url)) } },
  test: {
    name: 'shared-data',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    server: { deps: { inline: ['@supabase/supabase-js'] } },
  },
});
