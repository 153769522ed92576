import { SiteMap } from '../features/sitemap/components/SiteMap';

export function SiteMapPage() {
  return <SiteMap />;
}

export default SiteMapPage;
