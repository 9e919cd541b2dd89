/** The plugin's paths (spec part 1 §2): the list, and the new employee form (also reached as /Admin/addEmployee). */
export const PERSONNEL_LIST_PATH = '/Admin';
export const NEW_EMPLOYEE_PATH = '/Admin/new';
