import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useId, useRef, type ReactElement } from 'react';
import { GATE_TEXTS } from '../../core/messages';
import { useTranslation } from '../i18n';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { PageLoader } from '../ui/page-loader';
import { SHELL_NAMESPACE } from './i18n/shell-namespace';
import { entryKey, userMenuEntries } from './menu-entries';
import { MenuEntryControl } from './menu-entry-control';
import { useMenuKeys } from './use-menu-keys';
import { useOutsideDismiss } from './use-outside-dismiss';
import { fullName } from '../../core/full-name';

const loadHelpForm = () => import('./help-form').then((module) => ({ default: module.HelpForm }));
// Off the dashboard's first load: fetched when the user menu opens, so it is there by the time Help is chosen.
const HelpForm = lazy(loadHelpForm);

/**
 * The user menu: the USER section's plugin items (admin-only ones first, then Account), then the host's Help
 * and Logout (spec part 1 §2, User menu).
 */
interface UserMenuProps {
  /** The menu's name for `onClose`. */
  id: string;
  open: boolean;
  onToggle: () => void;
  onClose: (id: string) => void;
}

export const UserMenu = observer(function UserMenu({ id, open, onToggle, onClose: closeMenu }: UserMenuProps): ReactElement {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const auth = useService(TOKENS.Auth);
  const permissions = useService(TOKENS.Permissions);
  const plugins = useService(TOKENS.Plugins);
  const ui = useService(TOKENS.Ui);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const onClose = useCallback(() => closeMenu(id), [closeMenu, id]);
  useOutsideDismiss(container, open, onClose, trigger);
  const toggle = (): void => {
    if (!open) void loadHelpForm().catch(() => undefined);
    onToggle();
  };
  const onKeyDown = useMenuKeys(container, trigger, open, toggle);

  const entries = userMenuEntries(plugins, (visibleTo) => permissions.isMenuVisible(visibleTo));
  const name = auth.user ? fullName(auth.user) : '';

  function openHelp(): void {
    onClose();
    // The opener goes with the menu; the trigger gets the focus back when the modal closes.
    trigger.current?.focus();
    ui.openModal({
      // The host modal shows the spec's English title in the user's language.
      title: GATE_TEXTS.helpTitle,
      content: (close) => (
        <Suspense fallback={<PageLoader />}>
          <HelpForm onSent={close} />
        </Suspense>
      ),
    });
  }

  return (
    <div ref={container} className="user-menu" onKeyDown={onKeyDown}>
      <button
        ref={trigger}
        type="button"
        className="user-menu-trigger"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        {/* The picture the account page saved, else the initials; the name beside it says whose it is. */}
        {auth.user?.image ? (
          <img className="user-avatar" src={auth.user.image} alt="" width={32} height={32} />
        ) : (
          <span className="user-avatar" aria-hidden="true">
            {auth.user?.initial ?? ''}
          </span>
        )}
        {/* The visible name starts the accessible name (WCAG 2.5.3, label in name). */}
        <span className="user-name">{name}</span>
        <span className="visually-hidden">{name ? `, ${t('header.userMenu')}` : t('header.userMenu')}</span>
      </button>
      {open ? (
        <ul id={listId} className="menu-list menu-list-end">
          {entries.map((entry) => (
            <li key={entryKey(entry)}>
              <MenuEntryControl entry={entry} onChosen={onClose} />
            </li>
          ))}
          <li>
            <button type="button" className="menu-item" aria-haspopup="dialog" onClick={openHelp}>
              {t('user.help')}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="menu-item"
              onClick={() => {
                onClose();
                void auth.logout();
              }}
            >
              {t('user.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
});
