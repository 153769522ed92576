import { vi } from 'vitest';

// This project's files run one after another in a worker (`isolate: false`): supabase-js, the local
// backend and PGlite's WebAssembly are loaded once per worker instead of once per file (29 November,
// both shared-data projects: 117 to 123 core-seconds isolated, 73 to 78 so). Each file still gets
// this workspace's modules afresh, as an isolated file would: the client singleton, the app config
// and the query cache belong to that file's backend, not to the previous file's.
vi.resetModules();
