import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const ITEM_SELECTOR = '.menu-list .menu-item';

/**
 * Arrow keys for a header disclosure menu (WAI-ARIA disclosure navigation): on the trigger, Down opens the menu
 * and moves to its first item, Up to its last; in the list, Down and Up move between the items (wrapping),
 * Home and End go to the ends. Tab still leaves the menu as it would any list of links, and Escape closes it
 * (useOutsideDismiss). Returns the container's keydown handler.
 */
export function useMenuKeys(
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  open: boolean,
  onOpen: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  // Which item to focus once the menu has rendered, after Down or Up opened it.
  const pending = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open || !pending.current) return;
    const items = itemsOf(container.current);
    (pending.current === 'first' ? items[0] : items.at(-1))?.focus();
    pending.current = null;
  }, [open, container]);

  return (event) => {
    const { key } = event;
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key)) return;
    const items = itemsOf(container.current);
    const onTrigger = event.target === trigger.current;
    if (onTrigger && (key === 'ArrowDown' || key === 'ArrowUp')) {
      event.preventDefault();
      const end = key === 'ArrowDown' ? 'first' : 'last';
      if (open) (end === 'first' ? items[0] : items.at(-1))?.focus();
      else {
        pending.current = end;
        onOpen();
      }
      return;
    }
    const index = items.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    const last = items.length - 1;
    const next = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[key];
    items[next ?? index]?.focus();
  };
}

function itemsOf(container: HTMLElement | null): HTMLElement[] {
  return container ? Array.from(container.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) : [];
}
