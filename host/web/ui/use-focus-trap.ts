import { useEffect, useState, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** Focusable elements inside `root`, in tab order as far as the DOM order goes (fieldset-disabled ones left out). */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('fieldset[disabled]') && !element.closest('[hidden]'),
  );
}

// Dialogs stack (a confirm over a modal): only the topmost one holds the focus.
const traps: HTMLElement[] = [];

function onFocusIn(event: FocusEvent): void {
  const top = traps[traps.length - 1];
  const target = event.target;
  if (!top || !(target instanceof Node) || top.contains(target)) return;
  // Focus escaped (a click on the page behind, a screen reader's virtual cursor): bring it back.
  (focusableIn(top)[0] ?? top).focus();
}

/**
 * Keeps the focus inside `ref` while mounted: moves it in on mount, wraps Tab and Shift+Tab, pulls it back when
 * it lands outside, and hands it back to the element that had it before once the dialog goes.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): (event: KeyboardEvent | ReactKeyboardEvent) => void {
  // Read while rendering, before any child's effect can move the focus into the dialog (an autofocusing field).
  const [previous] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    traps.push(root);
    if (traps.length === 1) document.addEventListener('focusin', onFocusIn);
    if (!root.contains(document.activeElement)) (focusableIn(root)[0] ?? root).focus();
    return () => {
      traps.splice(traps.indexOf(root), 1);
      if (traps.length === 0) document.removeEventListener('focusin', onFocusIn);
      // The opener may be gone (a menu that closed): then the focus stays where the browser puts it.
      if (previous?.isConnected) previous.focus();
    };
  }, [ref, previous]);

  return (event) => {
    const root = ref.current;
    if (event.key !== 'Tab' || !root) return;
    const focusable = focusableIn(root);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === root)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
