import styled from 'styled-components';
import { Grid } from 'shared-ui';
import type { Resource } from '../resourceTypes';
import { ResourceCard } from './ResourceCard';

/** Resources as a list of cards, so assistive technology announces how many there are. */
export function ResourceGrid({ resources, min = '260px' }: { resources: readonly (Resource & { image?: string })[]; min?: string }) {
  return (
    <List as="ul" $min={min}>
      {resources.map((resource) => (
        <li key={resource.id}>
          <ResourceCard resource={resource} {...(resource.image ? { image: resource.image } : {})} />
        </li>
      ))}
    </List>
  );
}

const List = styled(Grid)`
  list-style: none;
  margin: 0;
  padding: 0;
  & > li {
    display: flex;
  }
  & > li > * {
    flex: 1;
  }
`;
