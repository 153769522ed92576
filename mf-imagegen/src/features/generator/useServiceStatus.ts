import { useEffect } from 'react';
import { useImageServiceStatus, type QueryResult } from 'shared-data';
import { toast } from 'shared-ui';
import { NOT_CONFIGURED_MESSAGE } from './messages';

/**
 * 'signed-out' and 'not-admin': the status function refused the caller (401/403), e.g. after the
 * session ended or the role changed. 'unreachable': it could not be asked (backend down), which says
 * nothing about the key.
 */
export type ServiceStatus = 'unknown' | 'ready' | 'not-configured' | 'signed-out' | 'not-admin' | 'unreachable';

function serviceStatusOf(query: Pick<QueryResult<boolean>, 'status' | 'data' | 'error'>): ServiceStatus {
  if (query.status === 'success') return query.data ? 'ready' : 'not-configured';
  if (query.status === 'pending') return 'unknown';
  const code = (query.error as { code?: unknown } | undefined)?.code; // DataError: the HTTP status
  return code === '401' ? 'signed-out' : code === '403' ? 'not-admin' : 'unreachable';
}

/**
 * Whether the image service has its key, asked only for an admin (nobody else is told about the
 * key). "Not configured" is told once, in SPEC's toast, when the answer arrives.
 */
export function useServiceStatus(isAdmin: boolean) {
  const query = useImageServiceStatus(isAdmin);
  const status = serviceStatusOf(query);
  useEffect(() => {
    if (status === 'not-configured') toast({ title: NOT_CONFIGURED_MESSAGE, variant: 'destructive' });
  }, [status]);
  return { status, retry: query.refetch, isRetrying: query.isFetching };
}
