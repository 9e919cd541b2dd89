import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useSearchParams } from '../../../host/web/routing/search-params';
import { TestRouter } from '../../support/test-router';

/** A search box kept in the address, as the list pages keep their filters. */
function QuerySearch(): ReactElement {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <output aria-label="query">{params.get('q') ?? ''}</output>
      <button type="button" onClick={() => setParams({ q: '10%de' })}>
        set
      </button>
      <button
        type="button"
        onClick={() => {
          // Two functional updates before a render: the second sees the first.
          setParams((current) => ({ ...Object.fromEntries(current), page: '2' }));
          setParams((current) => ({ ...Object.fromEntries(current), sort: 'name' }));
        }}
      >
        add
      </button>
    </>
  );
}

test('a value holding a percent sign and two hex digits reads back as typed', () => {
  render(
    <TestRouter path="/Admin?q=50%2541">
      <QuerySearch />
    </TestRouter>,
  );
  expect(screen.getByRole('status', { name: 'query' }).textContent).toBe('50%41');
});

test('setting the parameters keeps the path, and functional updates made together all count', () => {
  render(
    <TestRouter path="/Admin/list?q=old">
      <QuerySearch />
    </TestRouter>,
  );
  act(() => fireEvent.click(screen.getByRole('button', { name: 'set' })));
  expect(window.location.pathname).toBe('/Admin/list');
  expect(window.location.search).toBe('?q=10%25de');
  expect(screen.getByRole('status', { name: 'query' }).textContent).toBe('10%de');
  act(() => fireEvent.click(screen.getByRole('button', { name: 'add' })));
  expect(window.location.search).toBe('?q=10%25de&page=2&sort=name');
  expect(screen.getByRole('status', { name: 'query' }).textContent).toBe('10%de');
});
