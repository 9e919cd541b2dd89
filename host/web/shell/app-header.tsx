import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { Link, useLocation } from 'wouter';
import { SECTIONS } from '../../core/plugin-manifest';
import { useTranslation } from '../i18n';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { CompanyLogo } from './company-logo';
import { EmergencyLine } from './emergency-line';
import './app-header-narrow.css';
import { SHELL_NAMESPACE } from './i18n/shell-namespace';
import { visibleEntries } from './menu-entries';
import { SectionMenu } from './section-menu';
import { useScrolled } from './use-scrolled';
import { UserMenu } from './user-menu';

const USER_MENU = 'USER';

/**
 * The header (spec part 1 §1, §2): home logo, the company logo, one menu per section with the items the user
 * may see, the 24/7 emergency line (issue 24) and the user menu. One menu is open at a time; a click outside or
 * Escape closes it; navigating closes it too. The header changes look once the page is scrolled.
 */
export const AppHeader = observer(function AppHeader(): ReactElement {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const plugins = useService(TOKENS.Plugins);
  const permissions = useService(TOKENS.Permissions);
  const scrolled = useScrolled();
  const [pathname] = useLocation();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  // Closes `menu` only if it is still the open one: a click on another trigger opens that one first, and the
  // previous menu's click-outside handler must not close the new one.
  const closeMenu = useCallback((menu: string) => setOpenMenu((current) => (current === menu ? null : current)), []);
  const toggle = (menu: string): void => setOpenMenu((current) => (current === menu ? null : menu));
  useEffect(() => setOpenMenu(null), [pathname]);
  const canSee = (visibleTo: readonly string[]): boolean => permissions.isMenuVisible(visibleTo);

  return (
    <header className={`app-header${scrolled ? ' app-header-scrolled' : ''}`}>
      <Link className="app-brand" to="/" aria-label={t('header.home')}>
        <span className="app-brand-mark" aria-hidden="true" />
        Vigil
      </Link>
      <CompanyLogo className="app-company-logo" />
      <nav className="app-nav" aria-label={t('header.navigation')}>
        <ul className="section-menus">
          {SECTIONS.map((section) => (
            <SectionMenu
              key={section}
              section={section}
              entries={visibleEntries(plugins, section, canSee)}
              open={openMenu === section}
              onToggle={() => toggle(section)}
              onClose={closeMenu}
            />
          ))}
        </ul>
      </nav>
      <EmergencyLine />
      <UserMenu id={USER_MENU} open={openMenu === USER_MENU} onToggle={() => toggle(USER_MENU)} onClose={closeMenu} />
    </header>
  );
});
