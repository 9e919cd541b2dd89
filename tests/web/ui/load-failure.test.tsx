import { fireEvent, render, screen } from '@testing-library/react';
import { LoadFailure } from '../../../host/web/ui/load-failure';

it("announces the failure's message and retries on demand", () => {
  const onRetry = jest.fn();
  render(<LoadFailure message="Cannot reach the server" onRetry={onRetry} />);
  expect(screen.getByRole('alert').textContent).toBe('Cannot reach the server');
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

it("says 'error' when the failure has no message (spec part 2 §8, request wrapper)", () => {
  render(<LoadFailure message={null} onRetry={() => undefined} />);
  expect(screen.getByRole('alert').textContent).toBe('error');
});
