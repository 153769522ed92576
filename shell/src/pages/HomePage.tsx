import { RemoteArea } from '../features/remotes/RemoteArea';
import { HOME_AREAS } from './homeAreas';

/** Home: its areas (`homeAreas.ts`) in order. Each area loads and fails on its own. */
export function HomePage() {
  return (
    <>
      {HOME_AREAS.map(({ id, variant }) => (
        <RemoteArea key={id} id={id} variant={variant} />
      ))}
    </>
  );
}
