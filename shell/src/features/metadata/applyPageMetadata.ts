import { pageHeadTags } from 'page-head';
import { applyHeadTags } from 'shared-site';
import type { PageMetadata } from './pageMetadata';

/** Writes the route's head (page-head's tags: title, description, robots, canonical, Open Graph, social card) into <head>. */
export function applyPageMetadata(meta: PageMetadata, currentPath: string, origin: string = window.location.origin): void {
  applyHeadTags(pageHeadTags({ ...meta, path: currentPath }, origin));
}
