import { fireEvent, render, screen } from '@testing-library/react';
import { Tooltip } from '../../../host/web/plugin-sdk';

function renderTooltip() {
  render(
    <Tooltip label="Download the report as PDF">
      <button type="button">Download</button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Download' });
}

it('describes its control through aria-describedby, hidden until needed', () => {
  const button = renderTooltip();
  expect(screen.queryByRole('tooltip')).toBeNull();
  const tooltip = document.getElementById(button.getAttribute('aria-describedby') ?? '');
  expect(tooltip?.getAttribute('role')).toBe('tooltip');
  expect(tooltip?.textContent).toBe('Download the report as PDF');
});

it('shows on hover and hides on leave', () => {
  const button = renderTooltip();
  fireEvent.mouseEnter(button);
  expect(screen.getByRole('tooltip').textContent).toBe('Download the report as PDF');
  fireEvent.mouseLeave(button);
  expect(screen.queryByRole('tooltip')).toBeNull();
});

it('shows on keyboard focus, hides on Escape and on blur', () => {
  const button = renderTooltip();
  fireEvent.focus(button);
  expect(screen.getByRole('tooltip')).toBeTruthy();
  fireEvent.keyDown(button, { key: 'Escape' });
  expect(screen.queryByRole('tooltip')).toBeNull();
  fireEvent.focus(button);
  fireEvent.blur(button);
  expect(screen.queryByRole('tooltip')).toBeNull();
});

it('keeps a description the control already had', () => {
  render(
    <Tooltip label="More">
      <button type="button" aria-describedby="hint">
        Info
      </button>
    </Tooltip>,
  );
  expect(screen.getByRole('button').getAttribute('aria-describedby')).toMatch(/^hint \S+$/);
});

it('adds no description when its label is already the control name, and is in the page only while shown', () => {
  render(
    <Tooltip label="Risks: Floods (Extreme)">
      <span role="img" aria-label="Risks: Floods (Extreme)" tabIndex={0} />
    </Tooltip>,
  );
  const meter = screen.getByRole('img', { name: 'Risks: Floods (Extreme)' });
  expect(meter.hasAttribute('aria-describedby')).toBe(false);
  expect(document.querySelector('.tooltip')).toBeNull();
  fireEvent.mouseEnter(meter);
  expect(screen.getByRole('tooltip').textContent).toBe('Risks: Floods (Extreme)');
  fireEvent.mouseLeave(meter);
  expect(document.querySelector('.tooltip')).toBeNull();
});
