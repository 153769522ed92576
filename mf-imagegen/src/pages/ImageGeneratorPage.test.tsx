import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme, toastStore } from 'shared-ui';
import { useImageServiceStatus, useLatestPageImages, type PageImagesSummary, type QueryResult } from 'shared-data';
import { useAuth } from 'shared-auth';
import { NOT_CONFIGURED_MESSAGE, NOT_CONFIGURED_STATUS } from '../features/generator/messages';
import { ImageGeneratorPage } from './ImageGeneratorPage';

// The page's state comes from two reads (the service's status, the saved images) and the session;
// each is set here to one answer, and the test checks what the page says for it. The reads
// themselves run against the real backend in tests/e2e/image-generator.spec.ts.
vi.mock('shared-auth', () => ({ useAuth: vi.fn() }));
vi.mock('shared-data', async (importOriginal) => ({ ...(await importOriginal<object>()), useImageServiceStatus: vi.fn(), useLatestPageImages: vi.fn() }));

function result<T>(state: Partial<QueryResult<T>>): QueryResult<T> {
  return { status: 'pending', data: undefined, error: undefined, isFetching: false, isPreviousData: false, refetch: vi.fn(), ...state };
}

const SAVED: PageImagesSummary = {
  latest: [
    {
      id: 'i1',
      pageKey: 'about',
      prompt: 'Founders at a table',
      imageURL: 'https://images.example/about.webp',
      seed: 7,
      cost: 0.0038,
      NSFWContent: false,
      createdAt: '2026-03-01T10:00:00Z',
    },
  ],
  count: 1,
  spend: 0.0038,
};

const retryAdminCheck = vi.fn();

function given({ isAdmin, adminCheckFailed = false, status, saved }: { isAdmin: boolean; adminCheckFailed?: boolean; status?: QueryResult<boolean>; saved?: QueryResult<PageImagesSummary> }) {
  vi.mocked(useAuth).mockReturnValue({ isAdmin, adminCheckFailed, retryAdminCheck, loading: false, isCheckingAdmin: false, user: isAdmin || adminCheckFailed ? { id: 'u1' } : null } as unknown as ReturnType<typeof useAuth>);
  vi.mocked(useImageServiceStatus).mockReturnValue(status ?? result({}));
  vi.mocked(useLatestPageImages).mockReturnValue(saved ?? result({}));
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <ImageGeneratorPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const toastTitles = () => toastStore.getState().toasts.map((t) => t.title);

describe('ImageGeneratorPage', () => {
  beforeEach(() => {
    toastStore.setState({ toasts: [] });
    vi.clearAllMocks();
  });

  it('when the role could not be read, shows that with Retry, not the visitor text nor the tool', async () => {
    given({ isAdmin: false, adminCheckFailed: true });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't check your access right now.");
    expect(screen.queryByText('Sign in as an administrator to generate images')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retryAdminCheck).toHaveBeenCalledTimes(1);
  });

  it('tells a visitor or member what the tool is, asks nothing about the service and offers no Generate', () => {
    given({ isAdmin: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Image Generator' })).toBeInTheDocument();
    expect(screen.getByText('Sign in as an administrator to generate images')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Generate/ })).not.toBeInTheDocument();
    expect(vi.mocked(useImageServiceStatus).mock.calls.every(([enabled]) => !enabled)).toBe(true);
    expect(toastTitles()).toEqual([]);
  });

  it('gives an admin with a configured service the tool, the saved image and its prompt', () => {
    given({ isAdmin: true, status: result({ status: 'success', data: true }), saved: result({ status: 'success', data: SAVED }) });
    expect(vi.mocked(useImageServiceStatus)).toHaveBeenCalledWith(true);
    expect(screen.getByText('The image service is ready.')).toBeInTheDocument();
    expect(screen.getByText('1 of 9 pages generated')).toBeInTheDocument();
    expect(screen.getByText(/^Today \(UTC\): 1 image, \$0\.0038/)).toBeInTheDocument();
    expect(screen.getByLabelText('Prompt for the About page')).toHaveValue('Founders at a table');
    expect(screen.getByRole('region', { name: 'Latest About image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate again for About' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Generate All' })).toBeEnabled();
    expect(toastTitles()).toEqual([]);
  });

  it('tells an admin once that the key is not configured, and keeps Generate disabled', () => {
    given({ isAdmin: true, status: result({ status: 'success', data: false }), saved: result({ status: 'success', data: { latest: [], count: 0, spend: 0 } }) });
    expect(toastTitles()).toEqual([NOT_CONFIGURED_MESSAGE]);
    expect(screen.queryByText(NOT_CONFIGURED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_CONFIGURED_STATUS);
    expect(screen.getByRole('button', { name: 'Generate About image' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate All' })).toBeDisabled();
  });

  it('shows a failed load of the saved images as a failure with Retry, never as "0 of 9", and pauses Generate All', async () => {
    const refetch = vi.fn();
    given({ isAdmin: true, status: result({ status: 'success', data: true }), saved: result({ status: 'error', error: new Error('backend down'), refetch }) });
    const failure = screen.getByRole('alert');
    expect(failure).toHaveTextContent("We couldn't load the saved images.");
    expect(screen.queryByText(/of 9 pages generated/)).not.toBeInTheDocument();
    expect(screen.queryByText('No image generated for this page yet.')).not.toBeInTheDocument();
    expect(screen.getByText('The saved image of this page could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate All' })).toBeDisabled();
    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows an unreachable service as a failure with Retry, not as "not configured"', () => {
    given({ isAdmin: true, status: result({ status: 'error', error: Object.assign(new Error('Failed to fetch'), { code: 'network' }) }), saved: result({}) });
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't reach the image service.");
    expect(toastTitles()).toEqual([]);
  });
});
