import { NotFoundPanel } from 'shared-site';
import { paths } from 'site-config';

/** An unknown or deleted event. */
export function EventNotFound() {
  return <NotFoundPanel title="Event not found" lead="This event does not exist, or its organiser has removed it." back={{ to: paths.events, label: 'See all events' }} />;
}
