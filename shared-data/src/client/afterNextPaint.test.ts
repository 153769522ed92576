import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, FRAME_FALLBACK_MS } from './afterNextPaint';

/** Whether the promise has settled by now (after pending microtasks). */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

describe('afterNextPaint', () => {
  let frames: (() => void)[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('goes on at once where nothing paints: no document, or a hidden tab', async () => {
    expect(await isSettled(afterNextPaint())).toBe(true);
    vi.stubGlobal('document', { visibilityState: 'hidden' });
    expect(await isSettled(afterNextPaint())).toBe(true);
  });

  it('on a visible page, waits for the next frame to have started', async () => {
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const painted = afterNextPaint();
    expect(await isSettled(painted)).toBe(false);
    frames.shift()!();
    expect(await isSettled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(await isSettled(painted)).toBe(true);
  });

  it('does not wait for ever when the tab is hidden before its frame comes', async () => {
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const painted = afterNextPaint();
    await vi.advanceTimersByTimeAsync(FRAME_FALLBACK_MS - 1);
    expect(await isSettled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isSettled(painted)).toBe(true);
  });
});
