/**
 * The renderer of each outbox kind (public.outbox_messages.kind). A kind without a renderer here
 * is not sent: the worker records "No renderer for kind <kind>" and, after its attempts, 'failed'.
 * Add a kind: write `kinds/<kind>.ts` exporting a Renderer, and add one line below.
 */
import type { Renderer } from './types.ts';

export const RENDERERS: Readonly<Record<string, Renderer>> = {
};

export function rendererFor(kind: string): Renderer | undefined {
  return Object.hasOwn(RENDERERS, kind) ? RENDERERS[kind] : undefined;
}
