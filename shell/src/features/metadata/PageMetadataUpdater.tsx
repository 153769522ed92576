import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getPageMetadata } from './pageMetadata';
import { applyPageMetadata } from './applyPageMetadata';
import { headIsPrerenderedFor } from './prerenderedHead';

/**
 * Applies the metadata of the current route's page key whenever the path changes, except on the
 * page the visitor landed on when its head was prerendered for it (it may be more specific).
 */
export function PageMetadataUpdater({ metaKey }: { metaKey: string }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (headIsPrerenderedFor(pathname)) return;
    applyPageMetadata(getPageMetadata(metaKey), pathname);
  }, [metaKey, pathname]);
  return null;
}
