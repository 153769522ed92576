import { defineConfig } from '@rsbuild/core';
import { createRemoteRsbuildConfig } from 'build-preset';

/** The imagegen remote: name, port and exposes come from the registry of parts (site-config/src/parts.ts). */
export default defineConfig(({ command }) => createRemoteRsbuildConfig({ command, packageDir: import.meta.dirname, remote: 'imagegen' }));
