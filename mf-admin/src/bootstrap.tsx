import { renderStandaloneRemote } from 'shared-auth';
import { AdminPage } from './pages/AdminPage';

// Standalone dev page for the admin team: the exposed modules with the shared packages.
void renderStandaloneRemote('Admin', [
  { path: '/admin', label: 'Admin dashboard', Component: AdminPage },
]);
