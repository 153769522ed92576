/**
 * What the CLI prints as it starts, for the tools that start it as a child process
 * (`local-backend/start-lines`, read by tooling/src/stack/startBackend.ts): a line per phase as it
 * begins, then the ready line with the URL. Imports nothing, so a tool reads it without loading
 * the backend.
 */
export const PROGRESS_PREFIX = '[local-backend] starting: ';

export const readyLine = (url: string): string => `Local backend ready at ${url}`;

/** The URL in a ready line, or undefined. */
export function readyUrl(output: string): string | undefined {
  return /Local backend ready at (\S+)/.exec(output)?.[1];
}

/** The last phase the output names, or undefined. */
export function lastPhase(output: string): string | undefined {
  const lines = output.split('\n').filter((line) => line.startsWith(PROGRESS_PREFIX));
  return lines.at(-1)?.slice(PROGRESS_PREFIX.length);
}
