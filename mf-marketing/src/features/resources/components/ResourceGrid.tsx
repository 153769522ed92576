import { List } from 'shared-ui';
import type { Resource } from '../resourceTypes';
import { ResourceCard } from './ResourceCard';

/** Resources as a list of cards, so assistive technology announces how many there are. */
export function ResourceGrid({ resources, min = '260px' }: { resources: readonly (Resource & { image?: string })[]; min?: string }) {
  return (
    <List $layout="cards" $min={min}>
      {resources.map((resource) => (
        <li key={resource.id}>
          <ResourceCard resource={resource} {...(resource.image ? { image: resource.image } : {})} />
        </li>
      ))}
    </List>
  );
}
