import { getAppConfig } from 'shared-data';
import { PRERENDER_META } from 'page-head/prerender-meta';

function prerenderedRemotes(): Record<string, string> {
  const content = document.head.querySelector<HTMLMetaElement>(`meta[name="${PRERENDER_META.remotes}"]`)?.content;
  try {
    return content ? (JSON.parse(content) as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Hydration errors React recovered from by drawing a part of the page afresh. One is expected when
 * the page was prerendered from another release of a remote than the one live now (a promote not
 * yet followed by `pnpm prerender`): the visitor sees the new release's content, nothing breaks,
 * and it is said as information. Any other is a defect (server and browser drew different things)
 * and is reported as an error.
 */
export function reportRecoverableError(error: unknown): void {
  const rendered = prerenderedRemotes();
  const live = getAppConfig().remotes;
  const changed = Object.keys(rendered).filter((name) => rendered[name] !== live[name]);
  if (changed.length > 0) {
    console.info(`This page was prerendered from other releases of ${changed.join(', ')} than the live ones; those areas were drawn afresh.`);
    return;
  }
  console.error('Hydration mismatch:', error);
}
