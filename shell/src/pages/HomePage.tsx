import { useCallback, useState } from 'react';
import { RemoteArea } from '../features/remotes/RemoteArea';
import { HOME_AREAS } from './homeAreas';

/**
 * Home: its areas (`homeAreas.ts`) in order. Each area loads and fails on its own; one below the
 * fold starts watching for the viewport once the areas above it have arrived.
 */
export function HomePage() {
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const markSettled = useCallback((id: string) => setSettled((current) => (current.has(id) ? current : new Set(current).add(id))), []);
  return (
    <>
      {HOME_AREAS.map(({ id, variant, loadWhen }, index) => (
        <RemoteArea
          key={id}
          id={id}
          variant={variant}
          loadWhen={loadWhen}
          isLayoutSettled={HOME_AREAS.slice(0, index).every((above) => above.loadWhen !== 'at-once' || settled.has(above.id))}
          onSettled={() => markSettled(id)}
        />
      ))}
    </>
  );
}
