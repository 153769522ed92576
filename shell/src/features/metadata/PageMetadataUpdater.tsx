import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { headIsPrerenderedFor } from './prerenderedHead';

/**
 * Applies the metadata of the current route's page key whenever the path changes, except on the
 * page the visitor landed on when its head was prerendered for it (it may be more specific).
 * The table of every page's title and description and the head's writer (page-head: canonical, the
 * page in every language, Open Graph) are a chunk of their own, fetched at the first navigation that
 * needs them: the page a visitor lands on has its head in its HTML already.
 */
export function PageMetadataUpdater({ metaKey }: { metaKey: string }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (headIsPrerenderedFor(pathname)) return;
    let current = true;
    void Promise.all([import(/* webpackChunkName: "page-metadata" */ './pageMetadata'), import(/* webpackChunkName: "page-metadata" */ './applyPageMetadata')]).then(([{ getPageMetadata }, { applyPageMetadata }]) => {
      // A later navigation has its own effect: only the latest path writes the head.
      if (current) applyPageMetadata(getPageMetadata(metaKey), pathname);
    });
    return () => {
      current = false;
    };
  }, [metaKey, pathname]);
  return null;
}
