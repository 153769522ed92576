import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdInputUntilBooted } from './earlyInput';
import { markBooted } from './pageReady';

/** Lets the MutationObserver see `data-booted` and the replay's timer run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

// Every hold ends with its test: the page boots (a hold that is still waiting lets go) and the
// loader's list is gone, so no capturing listener holds the clicks of a later file (this project
// runs its files in one document, `isolate: false`).
afterEach(async () => {
  markBooted();
  await settle();
  window.__eoHeldInput = undefined;
  document.documentElement.removeAttribute('data-booted');
  document.body.innerHTML = '';
});

describe('holdInputUntilBooted', () => {
  it("takes over the clicks the HTML's loader held before the entry ran, and replays them first", async () => {
    document.body.innerHTML = '<button type="button" id="early">Open menu</button><button type="button" id="later">Sign Up</button>';
    const early = document.getElementById('early')!;
    const later = document.getElementById('later')!;
    window.__eoHeldInput = [{ kind: 'click', element: early }];
    holdInputUntilBooted();
    expect(window.__eoHeldInput).toBeUndefined();
    const clicks: string[] = [];
    document.body.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    later.click();
    expect(clicks).toEqual([]);
    markBooted();
    await settle();
    expect(clicks).toEqual(['early', 'later']);
  });

  it('holds a click on a button or tab until the page has booted, then clicks the same control once', async () => {
    document.body.innerHTML = '<button type="button" id="menu">Open menu</button><div role="tablist"><button role="tab" id="tab">Sign Up</button></div>';
    const menu = document.getElementById('menu')!;
    const tab = document.getElementById('tab')!;
    holdInputUntilBooted();
    const clicks: string[] = [];
    const mouseDowns: string[] = [];
    // The app's handlers, as React's listener on #root would see them (bubbling, after the hold).
    document.body.addEventListener('click', (event) => clicks.push((event.target as Element).id));
    document.body.addEventListener('mousedown', (event) => mouseDowns.push((event.target as Element).id));

    tab.click();
    menu.click();
    expect(clicks).toEqual([]);

    markBooted();
    await settle();
    expect(clicks).toEqual(['tab', 'menu']);
    expect(mouseDowns).toEqual(['tab', 'menu']);
    // Booted: clicks go straight through now, once.
    menu.click();
    expect(clicks).toEqual(['tab', 'menu', 'menu']);
  });

  it('lets a link navigate as HTML does', () => {
    document.body.innerHTML = '<a href="#home" id="home">Back to Homepage</a>';
    holdInputUntilBooted();
    const seen = vi.fn();
    document.body.addEventListener('click', seen);
    document.getElementById('home')!.click();
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('never lets a form submit as HTML before boot; it is submitted once the page has booted', async () => {
    document.body.innerHTML = '<form id="form"><input name="password" value="secret"><button type="submit" id="go">Sign In</button></form>';
    const form = document.getElementById('form') as HTMLFormElement;
    holdInputUntilBooted();
    const submits: boolean[] = [];
    form.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented);
      event.preventDefault();
    });
    document.getElementById('go')!.click();
    // Held: the app's handler has not seen it, and the browser's own submit was prevented.
    expect(submits).toEqual([]);
    markBooted();
    await settle();
    expect(submits).toEqual([false]);
  });
});
