import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { REMOTES, type RemoteModuleId, type RemoteName } from 'site-config';
import { pageContentReady } from '../../boot/pageReady';
import { loadRemoteComponent } from './loadRemoteComponent';
import { resetRemote } from './remoteRegistry';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteSkeleton } from './RemoteSkeleton';
import { RemoteUnavailable } from './RemoteUnavailable';
import { useNearViewport } from './useNearViewport';

export interface RemoteAreaProps {
  id: RemoteModuleId;
  variant?: 'page' | 'section';
  /** `visible`: an area below the fold loads when it comes near the viewport, not with the page. */
  loadWhen?: 'at-once' | 'visible';
  /**
   * For `visible`: whether the page above it is laid out yet. Until the areas above have arrived,
   * their placeholders are shorter than they will be, and this area would look near.
   */
  isLayoutSettled?: boolean;
  /** Called once the remote's code has arrived or failed to. */
  onSettled?: () => void;
}

/**
 * One area of a page rendered by a remote (`remote/ExposedModule`), loaded on first render (or,
 * below the fold, when scrolled near). Loading shows a skeleton; a failure shows a panel with
 * Retry, which loads it afresh.
 */
export function RemoteArea({ loadWhen = 'at-once', isLayoutSettled = true, ...props }: RemoteAreaProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(placeholder, loadWhen === 'visible', isLayoutSettled);
  if (isNear) return <LoadedRemoteArea {...props} />;
  return (
    <div ref={placeholder}>
      <RemoteSkeleton variant={props.variant ?? 'page'} waiting />
    </div>
  );
}

/**
 * Tells the page once it is mounted, that is once the remote's code has arrived (it sits beside the
 * remote's component, inside its Suspense) or has failed (in the error panel). Not from the load's
 * promise: that starts during render, and a state update from it can reach a page that has not
 * mounted yet (React's "side-effect in your render function" warning under `pnpm dev`).
 */
function SettledSignal({ onSettled }: { onSettled?: () => void }) {
  const onSettledRef = useRef(onSettled);
  onSettledRef.current = onSettled;
  useEffect(() => {
    // The area has hydrated (or failed): the page is ready (boot/pageReady.ts).
    pageContentReady();
    onSettledRef.current?.();
  }, []);
  return null;
}

function LoadedRemoteArea({ id, variant = 'page', onSettled }: Omit<RemoteAreaProps, 'loadWhen' | 'isLayoutSettled'>) {
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
      fallback={(retry) => (
        <>
          <RemoteUnavailable label={REMOTES[remoteName].areaLabel} onRetry={retry} focusOnMount={attempt > 0} />
          <SettledSignal onSettled={onSettled} />
        </>
      )}
    >
      <Suspense fallback={<RemoteSkeleton variant={variant} />}>
        <RemoteComponent />
        <SettledSignal onSettled={onSettled} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
