import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { usePluginTexts } from '../i18n';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import type { MenuEntry } from './menu-entries';
import { openPluginModal } from './open-plugin-modal';

/** One menu item: a link to its route, or a button that opens the plugin's registered modal. */
export function MenuEntryControl({ entry, onChosen }: { entry: MenuEntry; onChosen: () => void }): ReactElement {
  const ui = useService(TOKENS.Ui);
  const { plugin, item } = entry;
  const label = usePluginTexts().menuLabel(plugin, item);
  if (item.kind === 'route') {
    return (
      <Link className="menu-item" to={item.to} onClick={onChosen} data-plugin={plugin.id}>
        {label}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="menu-item"
      aria-haspopup="dialog"
      data-plugin={plugin.id}
      onClick={() => {
        onChosen();
        openPluginModal(ui, plugin, item.modal, label);
      }}
    >
      {label}
    </button>
  );
}
