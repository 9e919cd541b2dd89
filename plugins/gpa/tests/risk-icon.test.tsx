import { fireEvent, render } from '@testing-library/react';
import { RISK_INDICATORS, THREAT_CATEGORIES, TRAVEL_ADVICE_TOPICS } from '../server/seed/demo-vocabulary';
import { RiskIcon } from '../web/risk-icon';

function iconOf(icon: string): Element {
  const { container } = render(<RiskIcon icon={icon} />);
  return container.firstElementChild!;
}

describe('RiskIcon', () => {
  it.each([...RISK_INDICATORS, ...THREAT_CATEGORIES, ...TRAVEL_ADVICE_TOPICS].map((item) => item.icon))(
    "draws the icon of '%s' from the bundled set, never an image",
    (name) => {
      const icon = iconOf(name);
      expect(icon.tagName.toLowerCase()).toBe('svg');
      expect(icon.getAttribute('data-icon')).toBe(name);
      expect(icon.getAttribute('aria-hidden')).toBe('true');
    },
  );

  it('draws the neutral icon for a name it does not know, or none', () => {
    for (const name of ['avalanche', '', '  ']) {
      const icon = iconOf(name);
      expect([name, icon.tagName.toLowerCase(), icon.getAttribute('data-icon')]).toEqual([name, 'svg', 'neutral']);
    }
  });

  it('shows an image address as an image, and the neutral icon if it fails to load', () => {
    const { container } = render(<RiskIcon icon="https://cdn.example/icons/crime.png" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('https://cdn.example/icons/crime.png');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('data-icon')).toBe('neutral');
  });
});
