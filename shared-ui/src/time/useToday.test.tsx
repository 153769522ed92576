import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useToday } from './useToday';

const dayKey = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

function Day() {
  return <p>{dayKey(useToday())}</p>;
}

describe('useToday', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('hydrates a page prerendered on another day with that day, then shows the viewer\'s today', async () => {
    const prerendered = '2025-12-31';
    document.head.innerHTML = `<meta name="rendered-day" content="${prerendered}" />`;
    const container = document.createElement('div');
    // What the server drew that day: the same component, its day recorded in the head.
    container.innerHTML = `<p>${prerendered}</p>`;
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Day />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(container.textContent).toBe(dayKey(new Date()));
  });

  it('draws today where nothing was prerendered, on the server too', () => {
    expect(renderToString(<Day />)).toBe(`<p>${dayKey(new Date())}</p>`);
  });
});
