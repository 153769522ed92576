import { render } from '@testing-library/react';
import { useAuth } from './AuthProvider';

function NeedsSession() {
  useAuth();
  return null;
}

describe('useAuth', () => {
  it('throws outside its provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<NeedsSession />)).toThrow('useAuth must be used within an AuthProvider');
    error.mockRestore();
  });
});
