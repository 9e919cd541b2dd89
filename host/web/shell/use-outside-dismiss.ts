import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a click anywhere outside `ref` or the Escape key calls `onDismiss` (spec part 1 §2: menus close
 * on a click outside). Escape hands the focus back to `returnFocus`, so keyboard users are not stranded.
 */
export function useOutsideDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: () => void,
  returnFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) return undefined;
    function onClick(event: MouseEvent): void {
      if (event.target instanceof Node && ref.current?.contains(event.target)) return;
      onDismiss();
    }
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key !== 'Escape') return;
      onDismiss();
      returnFocus?.current?.focus();
    }
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, open, onDismiss, returnFocus]);
}
