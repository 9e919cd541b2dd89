import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { Pagination } from '../../../host/web/ui/pagination';
import { usePagination } from '../../../host/web/ui/use-pagination';

const items = Array.from({ length: 23 }, (_, index) => index + 1);

it('slices the list into pages and keeps the page in range when the list shrinks', () => {
  const { result, rerender } = renderHook(({ list }) => usePagination(list, 10), { initialProps: { list: items } });
  expect(result.current.pageCount).toBe(3);
  expect(result.current.pageItems).toEqual(items.slice(0, 10));
  act(() => result.current.setPage(3));
  expect(result.current.pageItems).toEqual([21, 22, 23]);
  rerender({ list: items.slice(0, 15) });
  expect(result.current.page).toBe(2);
  expect(result.current.pageItems).toEqual(items.slice(10, 15));
  rerender({ list: [] });
  expect(result.current).toMatchObject({ page: 1, pageCount: 1, pageItems: [] });
});

it('offers previous, numbered pages and next, marks the current one, and hides with a single page', () => {
  const onChange = jest.fn();
  const { rerender } = render(<Pagination page={1} pageCount={3} onChange={onChange} label="Results" />);
  expect(screen.getByRole('navigation', { name: 'Pages of Results' })).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(onChange.mock.calls).toEqual([[3], [2]]);
  rerender(<Pagination page={3} pageCount={3} onChange={onChange} label="Results" />);
  expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  rerender(<Pagination page={1} pageCount={1} onChange={onChange} label="Results" />);
  expect(screen.queryByRole('navigation')).toBeNull();
});
