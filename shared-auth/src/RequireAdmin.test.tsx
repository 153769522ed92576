import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@supabase/supabase-js';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot, toastStore } from 'shared-ui';
import { AuthProvider } from './AuthProvider';
import { authStore } from './authStore';
import { RequireAdmin } from './RequireAdmin';

// The guard's decisions for each state of the store. The store's own answers (a failed lookup is
// unknown, not "no") are tested against the real backend in authStore.test.ts.
const member = { id: 'user-1', email: 'someone@example.com' } as User;

function renderAdminRoute(allow?: 'admin' | 'staff') {
  render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/admin']}>
        <AuthProvider>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/sign-in" element={<p>Sign-in page</p>} />
            <Route
              path="/admin"
              element={
                <RequireAdmin signInPath="/sign-in" deniedPath="/" allow={allow}>
                  <p>Dashboard</p>
                </RequireAdmin>
              }
            />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </ThemeRoot>,
  );
}

// Set before rendering: the store is the page's one store, and the provider's sync is already running.
const settle = (state: Partial<ReturnType<typeof authStore.getState>>) =>
  act(() => authStore.setState({ loading: false, session: null, isCheckingAdmin: false, adminCheckFailed: false, isAdmin: false, isStaff: false, ...state }));

afterEach(() => toastStore.setState({ toasts: [] }));

describe('RequireAdmin', () => {
  it('sends a visitor to the sign-in path it is given', () => {
    settle({ user: null });
    renderAdminRoute();
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  });

  it('refuses a member the database says is not an admin, with "Access Denied"', () => {
    settle({ user: member });
    renderAdminRoute();
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Access Denied', description: "You don't have permission to access the admin panel." })]);
  });

  it('shows an error with Retry, never a refusal, when the role could not be read', async () => {
    settle({ user: member, adminCheckFailed: true });
    renderAdminRoute();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't check your access right now.");
    expect(screen.queryByText('Home page')).toBeNull();
    expect(toastStore.getState().toasts).toEqual([]);
    // Retry asks again (here it fails again: no backend is configured in this test).
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Error checking admin status', expect.anything());
    logged.mockRestore();
  });

  it('keeps showing the dashboard to a confirmed admin when a later lookup fails', () => {
    settle({ user: member, isAdmin: true, adminCheckFailed: true });
    renderAdminRoute();
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });

  it('lets an organiser (staff) through a staff guard only, and refuses a member there', () => {
    settle({ user: member, isStaff: true });
    renderAdminRoute('staff');
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });

  it('refuses an organiser where only admins may go', () => {
    settle({ user: member, isStaff: true });
    renderAdminRoute();
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('refuses a member at a staff guard', () => {
    settle({ user: member });
    renderAdminRoute('staff');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });
});
