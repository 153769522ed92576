import { Alert, ErrorState } from 'shared-ui';
import { NOT_ADMIN_MESSAGE, NOT_CONFIGURED_STATUS, SIGNED_OUT_MESSAGE } from './messages';
import type { ServiceStatus } from './useServiceStatus';

export interface ServiceStatusLineProps {
  status: ServiceStatus;
  onRetry: () => void;
  isRetrying: boolean;
}

/** Where the image service stands, shown as long as it holds (the toast that told "not configured" goes away). */
export function ServiceStatusLine({ status, onRetry, isRetrying }: ServiceStatusLineProps) {
  switch (status) {
    case 'unknown':
      return <Alert>Checking the image service...</Alert>;
    case 'ready':
      return <Alert tone="success">The image service is ready.</Alert>;
    case 'not-configured':
      return <Alert tone="error">{NOT_CONFIGURED_STATUS}</Alert>;
    case 'signed-out':
      return <Alert tone="error">{SIGNED_OUT_MESSAGE}</Alert>;
    case 'not-admin':
      return <Alert tone="error">{NOT_ADMIN_MESSAGE}</Alert>;
    case 'unreachable':
      return <ErrorState title="We couldn't reach the image service." onRetry={onRetry} isRetrying={isRetrying} />;
  }
}
