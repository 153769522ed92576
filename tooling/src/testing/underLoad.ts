/**
 * The time limit of a test that builds parts, starts stacks and drives Chromium (the release and
 * prerender tests): `pnpm test` runs vitest at a lower priority beside the end-to-end suite, where
 * a build of one remote takes minutes instead of seconds. Limits bound a hang, not speed.
 */
export function underLoad(ms: number): number {
  return ms * 3;
}
