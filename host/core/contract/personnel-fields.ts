import { IdListText, Line, Schema } from '../endpoints';

/**
 * The fields personnel administration sends besides a person's own (person-fields.ts): the permission and project
 * lists and the flags, with their bounds. addEmployee takes the lists; the admin variants of editEmployee (the
 * account's declaration) take all of them.
 */

/** The flags an admin switches one at a time, sent as 1 or 0 (spec part 2 §7, employee edit call). */
export const EMPLOYEE_FLAGS = ['isTrackingEnable', 'hidden', 'politicalriskvisible'] as const;
export type EmployeeFlag = (typeof EMPLOYEE_FLAGS)[number];

/** Bounds of the personnel fields but a person's own (person-fields.ts): a list of every permission fits. */
export const PERSONNEL_FIELD_LIMITS = { permissionList: 500, flag: 8 } as const;

/** A permission list: one comma list or repeated keys; unknown values answer 'Unknown permission: x' (handler). */
export const PermissionListText = Line({ maxLength: PERSONNEL_FIELD_LIMITS.permissionList, examples: ['free'] });
/** Project (building) ids: one comma list or repeated keys; none clears the projects. */
export const BuildingIdsText = IdListText();
/** A flag as 1 or 0 ('true' and 'false' are taken too); anything else answers 'The value must be 1 or 0: x'. */
const FlagText = Line({ maxLength: PERSONNEL_FIELD_LIMITS.flag });

/**
 * The fields of editEmployee's admin variants (spec part 2 §7): the access lists, or the flags. The account's
 * declaration of that call takes them; all optional, because which are sent picks the variant.
 */
export const EMPLOYEE_ADMIN_EDIT_FIELDS = {
  permission: Schema.Optional(PermissionListText),
  building: Schema.Optional(BuildingIdsText),
  isTrackingEnable: Schema.Optional(FlagText),
  hidden: Schema.Optional(FlagText),
  politicalriskvisible: Schema.Optional(FlagText),
};
