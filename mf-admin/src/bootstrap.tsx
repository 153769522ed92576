import { renderStandaloneRemote } from 'shared-site';
import { AdminPage } from './pages/AdminPage';

// Standalone dev page for the admin team: every exposed module (the registry of parts lists them).
void renderStandaloneRemote('admin', {
  AdminPage: { path: '/admin', label: 'Admin dashboard', Component: AdminPage },
});
