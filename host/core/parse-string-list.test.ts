import { parseStringList } from './parse-string-list';

it('reads the strings of a stored JSON list, in their order', () => {
  expect(parseStringList('["admin","gps","admin"]')).toEqual(['admin', 'gps', 'admin']);
  expect(parseStringList('[]')).toEqual([]);
});

it('leaves out the other values of the list', () => {
  expect(parseStringList('["tra",1,null,{"a":"b"},["gps"],true]')).toEqual(['tra']);
});

it('reads text that is not a JSON list as an empty list', () => {
  expect(parseStringList('')).toEqual([]);
  expect(parseStringList('admin')).toEqual([]);
  expect(parseStringList('["admin"')).toEqual([]);
  expect(parseStringList('"admin"')).toEqual([]);
  expect(parseStringList('{"0":"admin"}')).toEqual([]);
  expect(parseStringList('null')).toEqual([]);
});
