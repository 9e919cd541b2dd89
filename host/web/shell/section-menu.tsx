import { useCallback, useId, useRef, type ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { SHELL_NAMESPACE } from './i18n/shell-namespace';
import { entryKey, type MenuEntry } from './menu-entries';
import { MenuEntryControl } from './menu-entry-control';
import { useMenuKeys } from './use-menu-keys';
import { useOutsideDismiss } from './use-outside-dismiss';
import './section-menu-hint.css';

interface SectionMenuProps {
  section: string;
  entries: readonly MenuEntry[];
  open: boolean;
  onToggle: () => void;
  /** Closes the menu named `section` (if it is still the open one). */
  onClose: (section: string) => void;
}

/**
 * One section of the header (a disclosure: a button and the list it shows). A section with no visible item is
 * dimmed and does not open (spec part 1 §6); it stays focusable, and says why under it on hover and focus (issue
 * 24: not only to screen readers, who hear it as the trigger's description).
 */
export function SectionMenu({ section, entries, open, onToggle, onClose }: SectionMenuProps): ReactElement {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const listId = useId();
  const hintId = useId();
  const container = useRef<HTMLLIElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const empty = entries.length === 0;
  const close = useCallback(() => onClose(section), [onClose, section]);
  useOutsideDismiss(container, open, close, trigger);
  const onKeyDown = useMenuKeys(container, trigger, open, () => {
    if (!empty) onToggle();
  });

  return (
    <li ref={container} className={`section-menu${empty ? ' section-menu-dimmed' : ''}`} data-section={section} onKeyDown={onKeyDown}>
      <button
        ref={trigger}
        type="button"
        className="section-menu-trigger"
        aria-expanded={empty ? undefined : open}
        aria-controls={empty ? undefined : listId}
        aria-disabled={empty ? 'true' : undefined}
        aria-describedby={empty ? hintId : undefined}
        onClick={() => {
          if (!empty) onToggle();
        }}
      >
        {t(`section.${section}`)}
      </button>
      {empty ? (
        <span id={hintId} className="section-menu-hint">
          {t('header.nothingVisible')}
        </span>
      ) : null}
      {open && !empty ? (
        <ul id={listId} className="menu-list">
          {entries.map((entry) => (
            <li key={entryKey(entry)}>
              <MenuEntryControl entry={entry} onChosen={close} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
