import { after } from '@/platform';

// The prerendered sign-in form is on screen, and can be typed into, before React owns it
// (docs/performance.md#the-prerendered-first-screens). React does not see what was typed then:
// hydrating its controlled fields puts their state ('') back on screen. And a "Sign in" (or
// Enter) then would be the browser's own submit, a reload with the password in the address:
// public/boot.js holds it instead and marks the form with data-held-submit.
//
// So, before hydrating, main.tsx notes what was typed (`noteTypedBeforeHydration`); once React
// has hydrated the page, the returned function takes over: it types the same text again as
// input events React hears (as a browser would deliver them), stops the boot script's holding
// (it holds only while #root has data-first-screen) and sends a held submit again, as if tapped
// now.

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** What the dispatcher typed into the prerendered fields: the fields whose text is not the HTML's. */
function typedFields(root: HTMLElement): { field: TextField; text: string }[] {
  return [...root.querySelectorAll<TextField>('input, textarea')]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ field, text: field.value }));
}

/**
 * Types `text` into a field React has hydrated, so its onChange hears it. React notes a field's
 * text when it hydrates it (its value tracker, which wraps the field's own `value`) and fires
 * onChange on an input event only when the text differs from the noted one: the typed text is
 * already there, so first note an empty field (what React's state holds), then set the text
 * past the tracker, as the browser does when someone types.
 */
function typeInto(field: TextField, text: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setValue) return;
  field.value = '';
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The list in the first frame (docs/pwa.md#the-list-in-the-first-frame): a tap before React
 * owned it was held by public/boot.js on the element tapped (data-held-tap); it is tapped again
 * now, in a task of its own, once React has committed. An element React did not keep (it drew
 * afresh) is gone from the page: that tap is dropped, and its dimming with it.
 */
function replayHeldTap(root: HTMLElement): void {
  const tapped = root.querySelector<HTMLElement>('[data-held-tap]');
  if (!tapped) return;
  after(0, () => {
    tapped.removeAttribute('data-held-tap');
    if (tapped.isConnected) tapped.click();
  });
}

/** Call before hydrating; call what it returns once React has committed the hydrated page. */
export function noteTypedBeforeHydration(root: HTMLElement): () => void {
  const typed = typedFields(root);
  return () => {
    for (const { field, text } of typed) {
      if (field.isConnected) typeInto(field, text);
    }
    root.removeAttribute('data-first-screen');
    replayHeldTap(root);
    const held = root.querySelector<HTMLFormElement>('form[data-held-submit]');
    if (!held) return;
    held.removeAttribute('data-held-submit');
    // In a task of its own, once React has re-rendered with the text typed again above.
    after(0, () => {
      if (held.isConnected) held.requestSubmit();
    });
  };
}
