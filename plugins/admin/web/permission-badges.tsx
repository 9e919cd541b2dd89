import type { ReactElement } from 'react';
import { badgeColours, permissionOption } from '@vigil/core';
import { useTranslation } from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';

/** One badge per permission, coloured per value (spec part 1 §3: free, gps, ops, admin, gpa; the rest neutral). */
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
            style={{ color: colours.foreground, backgroundColor: colours.background }}
          >
            {t(`permissionLabels.${permission}`, { defaultValue: permissionOption(permission).label })}
          </li>
        );
      })}
    </ul>
  );
}
