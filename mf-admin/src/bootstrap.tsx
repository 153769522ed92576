import { renderStandaloneRemote } from 'shared-site';
import { AdminPage } from './pages/AdminPage';

// Standalone dev page for the admin team: every exposed module, at the route the registry of parts gives it.
void renderStandaloneRemote('admin', {
  AdminPage,
});
