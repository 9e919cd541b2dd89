import type { ReactElement } from 'react';
import { badgeColours, PERMISSION_VALUES, permissionOption } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import { useMissingModulePermissions } from './installed-permissions';

/**
 * One badge per permission, coloured per value (spec part 1 §3: free, gps, ops, admin, gpa; the rest neutral).
 * Hovering one says what it opens; the list's PermissionLegend says it for keyboards and screen readers.
 */
export function PermissionBadges({ permissions, none }: { permissions: readonly string[]; none: string }): ReactElement {
  const { t } = useTranslation(ADMIN_NS);
  if (permissions.length === 0) return <span className="admin-muted">{none}</span>;
  return (
    <ul className="admin-badges">
      {permissions.map((permission) => {
        const colours = badgeColours(permission);
        return (
          <li
            key={permission}
            className="admin-badge"
            data-permission={permission}
            title={t(`permissionMeanings.${permission}`, { defaultValue: '' }) || undefined}
            style={{ color: colours.foreground, backgroundColor: colours.background }}
          >
            {t(`permissionLabels.${permission}`, { defaultValue: permissionOption(permission).label })}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What each permission code means, under the personnel list: a disclosure (its summary is focusable) listing every
 * code as its badge shows it, what it opens, and whether its module is installed here.
 */
export function PermissionLegend(): ReactElement {
  const { t } = useTranslation(ADMIN_NS);
  const missing = useMissingModulePermissions();
  return (
    <details className="admin-legend">
      <summary>{t('legend')}</summary>
      <dl className="admin-legend-list">
        {PERMISSION_VALUES.map((permission) => {
          const colours = badgeColours(permission);
          return (
            <div key={permission} className="admin-legend-entry" data-permission={permission}>
              <dt>
                <span className="admin-badge" style={{ color: colours.foreground, backgroundColor: colours.background }}>
                  {t(`permissionLabels.${permission}`)}
                </span>
              </dt>
              <dd>
                {t(`permissionMeanings.${permission}`)}
                {missing.has(permission) ? <span className="admin-muted"> ({t('notInstalled')})</span> : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
}
