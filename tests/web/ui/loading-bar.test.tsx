import { act, screen } from '@testing-library/react';
import { renderUiHost } from './render-ui-host';

it('shows a labelled progress bar while loading calls are open, counting nested ones', () => {
  const ui = renderUiHost();
  expect(screen.queryByRole('progressbar')).toBeNull();
  act(() => ui.startLoading());
  act(() => ui.startLoading());
  expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
  act(() => ui.stopLoading());
  expect(screen.getByRole('progressbar')).toBeTruthy();
  act(() => ui.stopLoading());
  expect(screen.queryByRole('progressbar')).toBeNull();
});

it('ignores a stop without a start, so the next start still shows the bar', () => {
  const ui = renderUiHost();
  act(() => ui.stopLoading());
  act(() => ui.startLoading());
  expect(screen.getByRole('progressbar')).toBeTruthy();
  act(() => ui.stopLoading());
  expect(screen.queryByRole('progressbar')).toBeNull();
});
