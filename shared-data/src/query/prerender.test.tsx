// The shell's server build renders in Node (no window); the browser's part runs in jsdom below.
import { renderToString } from 'react-dom/server';
import { queryCache } from './queryCache';
import { renderWithPrerenderedQueries } from './prerender';
import { startFrom, usePrerenderedQuery } from './usePrerenderedQuery';
import { useQuery } from './useQuery';

afterEach(() => queryCache.clear());

function Issue({ slug, read }: { slug: string; read: () => Promise<string> }) {
  const issue = usePrerenderedQuery(['issue', slug], read);
  return <p>{issue.status === 'success' ? issue.data : issue.status}</p>;
}

/** A read the prerender does not make (anything but the public reads marked for it). */
function PlainIssue({ slug, read }: { slug: string; read: () => Promise<string> }) {
  const issue = useQuery(['issue', slug], read);
  return <p>{issue.status === 'success' ? issue.data : issue.status}</p>;
}

describe('prerendered queries', () => {
  it('renders a page again with the reads it marked, and gives them for its HTML', async () => {
    let reads = 0;
    const read = async () => {
      reads += 1;
      return 'Leaders of the Mekong';
    };
    const first: string[] = [];
    const { result, queries, failures } = await renderWithPrerenderedQueries(
      async () => {
        const html = renderToString(<Issue slug="mekong" read={read} />);
        first.push(html);
        return html;
      },
      { again: () => true },
    );
    expect(first).toEqual(['<p>pending</p>', '<p>Leaders of the Mekong</p>']);
    expect(result).toBe('<p>Leaders of the Mekong</p>');
    expect(reads).toBe(1);
    expect(failures).toEqual([]);
    expect(queries).toEqual([{ key: ['issue', 'mekong'], data: 'Leaders of the Mekong' }]);
    // The next page carries only its own reads, not the last page's.
    const next = await renderWithPrerenderedQueries(async () => renderToString(<Issue slug="summit" read={async () => 'Summit'} />), { again: () => true });
    expect(next.queries.map((query) => query.key)).toEqual([['issue', 'summit']]);
  });

  it('leaves a read that is not marked, or that fails, loading, and reports the failure', async () => {
    let unmarkedReads = 0;
    const unmarked = await renderWithPrerenderedQueries(
      async () =>
        renderToString(
          <PlainIssue
            slug="private"
            read={async () => {
              unmarkedReads += 1;
              return 'members only';
            }}
          />,
        ),
      { again: () => true },
    );
    expect(unmarked).toEqual({ result: '<p>pending</p>', queries: [], failures: [] });
    expect(unmarkedReads).toBe(0);
    const failing = await renderWithPrerenderedQueries(
      async () =>
        renderToString(
          <Issue
            slug="down"
            read={async () => {
              throw new Error('connect ECONNREFUSED');
            }}
          />,
        ),
      { again: () => true },
    );
    expect(failing.result).toBe('<p>pending</p>');
    expect(failing.queries).toEqual([]);
    // Tried once: the second render does not start it again.
    expect(failing.failures).toEqual(['["issue","down"]: connect ECONNREFUSED']);
  });

  it('starts the browser from the reads the page was drawn with, as stale answers read again when shown', async () => {
    startFrom([{ key: ['issue', 'mekong'], data: 'From the prerender' }]);
    expect(queryCache.getState(['issue', 'mekong'])).toMatchObject({ status: 'success', data: 'From the prerender', isFetching: false });
    let answer!: (value: string) => void;
    queryCache.fetch(['issue', 'mekong'], () => new Promise<string>((resolve) => (answer = resolve)));
    // Read again at once, the old answer shown meanwhile.
    expect(queryCache.getState(['issue', 'mekong'])).toMatchObject({ status: 'success', data: 'From the prerender', isFetching: true });
    answer('Read now');
    await Promise.resolve();
    await Promise.resolve();
    expect(queryCache.getState(['issue', 'mekong'])).toMatchObject({ status: 'success', data: 'Read now' });
    // An answer the browser has already read is not replaced by the page's older one.
    startFrom([{ key: ['issue', 'mekong'], data: 'Older' }]);
    expect(queryCache.getState(['issue', 'mekong'])).toMatchObject({ data: 'Read now' });
  });
});
