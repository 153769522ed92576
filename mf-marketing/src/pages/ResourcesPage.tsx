import { ResourcesLibrary } from '../features/resources/components/ResourcesLibrary';

export function ResourcesPage() {
  return <ResourcesLibrary />;
}

export default ResourcesPage;
