import { PERMISSION_VALUES } from '@vigil/core';
import { useTranslation, type FieldOption } from '@vigil/web-sdk';
import { ADMIN_NS } from './admin-i18n';
import { useMissingModulePermissions } from './installed-permissions';

/**
 * Every permission as a choice, labelled as the badges are (keys of the admin namespace, shown in the user's
 * language); one whose module this installation lacks says so beside it, so an admin ticking it knows it opens
 * nothing yet.
 */
export function usePermissionOptions(): readonly FieldOption[] {
  const { t } = useTranslation(ADMIN_NS);
  const missing = useMissingModulePermissions();
  return PERMISSION_VALUES.map((value) => ({
    value,
    label: `permissionLabels.${value}`,
    ...(missing.has(value) ? { note: t('notInstalled') } : {}),
  }));
}
