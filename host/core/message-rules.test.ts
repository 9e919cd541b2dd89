import { VALIDATION_MESSAGES as M } from './messages';
import { firstMessageError, isPickup, PICKUP_FIELDS } from './message-rules';

const PICKUP = {
  content: 'Driver at arrivals',
  asPickup: 'true',
  date: '2030-05-01T10:30',
  airport: 'Fiumicino',
  location: 'Gate B',
  driver: 'Mario Rossi',
  driverDetail: '+39 333 1234',
  company: 'Roma Cars',
  vhl: 'Black sedan',
};

test("asPickup is a pickup for 'true' and '1' (and true), a plain message otherwise", () => {
  expect(['true', '1', ' TRUE ', true].map(isPickup)).toEqual([true, true, true, true]);
  expect(['false', '0', '', undefined, false].map(isPickup)).toEqual([false, false, false, false, false]);
});

test('a plain message needs its content only; a pickup each detail, in the order of the form', () => {
  expect(firstMessageError({ content: 'Hi' })).toBeNull();
  expect(firstMessageError({ content: '  ' })).toEqual({ field: 'content', message: M.required });
  expect(firstMessageError(PICKUP)).toBeNull();
  expect(PICKUP_FIELDS.map((field) => firstMessageError({ ...PICKUP, [field]: '' }))).toEqual(
    PICKUP_FIELDS.map((field) => ({ field, message: M.required })),
  );
});

test('driver and company follow the private-name pattern: letters (any script) and spaces', () => {
  expect(firstMessageError({ ...PICKUP, driver: 'José Ñúñez' })).toBeNull();
  expect(firstMessageError({ ...PICKUP, driver: 'Mario 2' })).toEqual({ field: 'driver', message: M.privateName });
  expect(firstMessageError({ ...PICKUP, company: 'Cars & Co' })).toEqual({ field: 'company', message: M.privateName });
  // The other details are free text.
  expect(firstMessageError({ ...PICKUP, vhl: 'AB123CD', driverDetail: '+39 (0)6 1234' })).toBeNull();
});
