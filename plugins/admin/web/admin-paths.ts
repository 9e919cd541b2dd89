/** The plugin's paths (spec part 1 §2): the list, and the new employee form (also reached as /Admin/addEmployee). */
export const PERSONNEL_LIST_PATH = '/Admin';
export const NEW_EMPLOYEE_PATH = '/Admin/new';
/** /Admin?employee=<id> opens that employee's edit modal over the list (a name's link, e.g. in a new tab). */
export const EDIT_EMPLOYEE_PARAM = 'employee';
