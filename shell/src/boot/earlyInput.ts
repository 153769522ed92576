/**
 * The first click counts. A prerendered page is plain HTML until the app has hydrated its content
 * (`<html data-booted>`, boot/pageReady.ts); on a slow phone that takes seconds after the page is
 * painted, and a click on a tab or button in that window did nothing. Links need no help (they
 * navigate as HTML does) and forms stay disabled until hydrated (shared-ui FormFields), so no
 * password can go out in a GET address. Buttons and tabs are what is left: their clicks are held
 * here, from the moment this entry runs, and given to the same control once the page has booted.
 *
 * React replays a click itself only on a part of the tree still waiting to hydrate after
 * `hydrateRoot` was called (a dehydrated Suspense boundary); before that call (the app's code is
 * still loading) the click reaches no React listener at all. A listener on the document in the
 * capture phase runs before React's (on #root), so a held click is never handled twice.
 */

/** Controls whose click does something only with the app's code. */
const HELD_CONTROLS = 'button, [role="tab"], [role="button"], [role="menuitem"], [role="switch"], [role="checkbox"]';

/** How to find a control again if hydration replaced the prerendered node (a content mismatch). */
interface HeldControl {
  element: Element;
  selector: string;
  text: string;
  index: number;
}

/** True once the route's content has hydrated (or failed to load) and the app handles input. */
const isBooted = () => document.documentElement.hasAttribute('data-booted');

function describe(element: Element): HeldControl {
  const role = element.getAttribute('role');
  const selector = role ? `${element.localName}[role="${role}"]` : element.localName;
  const text = element.textContent?.trim() ?? '';
  const index = [...document.querySelectorAll(selector)].filter((candidate) => candidate.textContent?.trim() === text).indexOf(element);
  return { element, selector, text, index };
}

function findAgain(held: HeldControl): Element | undefined {
  if (held.element.isConnected) return held.element;
  return [...document.querySelectorAll(held.selector)].filter((candidate) => candidate.textContent?.trim() === held.text)[held.index];
}

/** A click as a person's: pointer and mouse down and up, then click (Radix tabs act on mouse down). */
function clickLikeAPerson(element: Element): void {
  // The held click focused the control already, while no script listened; a focus that changes
  // nothing fires no event, and a tab is selected by its focus (Radix): start from before the click.
  if (document.activeElement === element && element instanceof HTMLElement) element.blur();
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1 };
  const pointer = (type: string, buttons: number) => {
    // PointerEvent is in every browser the site supports; not in every test DOM.
    if (typeof PointerEvent === 'function') element.dispatchEvent(new PointerEvent(type, { ...init, buttons, pointerType: 'mouse', isPrimary: true }));
  };
  pointer('pointerdown', 1);
  element.dispatchEvent(new MouseEvent('mousedown', init));
  pointer('pointerup', 0);
  element.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }));
  if (element instanceof HTMLElement) element.click();
  else element.dispatchEvent(new MouseEvent('click', { ...init, buttons: 0 }));
}

/** What the HTML's loader (shell/build/pluginLoadAfterPaint.ts) held before this entry ran. */
type LoaderHeldInput = Array<{ kind: 'click'; element: Element } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }>;
declare global {
  interface Window {
    __eoHeldInput?: LoaderHeldInput;
  }
}

/** Holds clicks on buttons and tabs, and submits, until the page has booted; then replays them in order. */
export function holdInputUntilBooted(): void {
  // Taken over from the loader, which stops holding once its list is no longer the page's.
  const fromLoader = window.__eoHeldInput ?? [];
  window.__eoHeldInput = undefined;
  if (isBooted()) return;
  const held: Array<{ kind: 'click'; control: HeldControl } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null }> = fromLoader.map((input) =>
    input.kind === 'click' ? { kind: 'click', control: describe(input.element) } : input,
  );

  const onClick = (event: MouseEvent) => {
    if (isBooted() || event.button !== 0 || !(event.target instanceof Element)) return;
    const control = event.target.closest(HELD_CONTROLS);
    // A link inside (or being) the control navigates as HTML does; a submit is held as a submit.
    if (!control || event.target.closest('a[href]') || (control instanceof HTMLButtonElement && control.type === 'submit' && control.form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', control: describe(control) });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (isBooted() || !(event.target instanceof HTMLFormElement)) return;
    // Never as HTML: its fields (a password too) would go into the address.
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form: event.target, submitter: event.submitter });
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  const replay = () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    for (const input of held.splice(0)) {
      if (input.kind === 'click') {
        const element = findAgain(input.control);
        if (element) clickLikeAPerson(element);
      } else if (input.form.isConnected) {
        input.form.requestSubmit(input.submitter?.isConnected && input.submitter.closest('form') === input.form ? input.submitter : null);
      }
    }
  };
  const observer = new MutationObserver(() => {
    if (!isBooted()) return;
    observer.disconnect();
    // After the effects of the commit that set the mark (the page's own handlers are attached).
    setTimeout(replay, 0);
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-booted'] });
}
