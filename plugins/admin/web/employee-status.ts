import type { PersonnelEmployee } from '@vigil/core';

export type EmployeeStatus = 'enabled' | 'disabled' | 'pending';

/** Hidden means disabled (spec part 2 §4); an employee who never completed the registration is pending. */
export function employeeStatus(employee: PersonnelEmployee): EmployeeStatus {
  return employee.hidden ? 'disabled' : employee.registered ? 'enabled' : 'pending';
}
