import { getBuildings, getEmployees } from './contract/personnel';
import { loginCustomer } from './contract/session';
import { unknownGrantedCalls, withGrantedAccess } from './platform-call-grants';

describe('withGrantedAccess', () => {
  it("adds the permissions the grants ask for a call to its allowed, once each, and leaves the declaration alone", () => {
    const granted = withGrantedAccess(getBuildings, [{ [getBuildings.id]: ['admin', 'assets'] }, { [getBuildings.id]: ['assets', 'plans'] }]);
    expect(granted.access).toEqual({ allowed: ['admin', 'assets', 'plans'] });
    expect(getBuildings.access).toEqual({ allowed: ['admin'] });
  });

  it('leaves a call no grant names, and a public one, as they are', () => {
    expect(withGrantedAccess(getEmployees, [{ [getBuildings.id]: ['assets'] }])).toBe(getEmployees);
    expect(withGrantedAccess(loginCustomer, [{ [loginCustomer.id]: ['assets'] }])).toBe(loginCustomer);
  });
});

it('names the grants of calls that do not exist or take no permissions', () => {
  const grants = [{ plugin: 'assets', calls: { [getBuildings.id]: ['assets'], 'personnel.getNothing': ['assets'], [loginCustomer.id]: ['assets'] } }];
  expect(unknownGrantedCalls(grants, [getBuildings, loginCustomer])).toEqual(['assets: personnel.getNothing', `assets: ${loginCustomer.id}`]);
});
