import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { getPageMetadata } from './pageMetadata';
import { applyPageMetadata } from './applyPageMetadata';

/** Applies the metadata of the current route's page key whenever the path changes. */
export function PageMetadataUpdater({ metaKey }: { metaKey: string }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    applyPageMetadata(getPageMetadata(metaKey), pathname);
  }, [metaKey, pathname]);
  return null;
}
