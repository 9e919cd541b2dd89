import { fullName } from './full-name';

it('joins name and surname, and leaves no stray space when one is empty', () => {
  expect(fullName({ name: 'Ada', surname: 'Admin' })).toBe('Ada Admin');
  expect(fullName({ name: 'Ada', surname: '' })).toBe('Ada');
  expect(fullName({ name: '', surname: '' })).toBe('');
});
