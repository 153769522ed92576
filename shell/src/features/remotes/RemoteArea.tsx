import { lazy, Suspense, useMemo, useState } from 'react';
import { REMOTES, type RemoteModuleId, type RemoteName } from 'shared-site/parts';
import { loadRemoteComponent } from './loadRemoteComponent';
import { resetRemote } from './remoteRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteSkeleton } from './RemoteSkeleton';
import { RemoteUnavailable } from './RemoteUnavailable';

/**
 * One area of a page rendered by a remote (`remote/ExposedModule`), loaded on first render.
 * Loading shows a skeleton; a failure shows a panel with Retry, which loads it afresh.
 */
export function RemoteArea({ id, variant = 'page' }: { id: RemoteModuleId; variant?: 'page' | 'section' }) {
  const [attempt, setAttempt] = useState(0);
  const remoteName = id.split('/')[0] as RemoteName;
  // A new lazy component per attempt: React.lazy remembers a rejected load forever.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const RemoteComponent = useMemo(() => lazy(() => loadRemoteComponent(id)), [id, attempt]);

  const handleRetry = () => {
    resetRemote(remoteName);
    setAttempt((n) => n + 1);
  };

  return (
    <RemoteErrorBoundary
      key={`${id}#${attempt}`}
      remoteId={id}
      onRetry={handleRetry}
      fallback={(retry) => <RemoteUnavailable label={REMOTES[remoteName].areaLabel} onRetry={retry} focusOnMount={attempt > 0} />}
    >
      <Suspense fallback={<RemoteSkeleton variant={variant} />}>
        <RemoteComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
