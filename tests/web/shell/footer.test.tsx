import { screen, within } from '@testing-library/react';
import contactFile from '../../../config/contacts.json';
import { AppFooter } from '../../../host/web/shell/app-footer';
import { renderPluginPage } from '../../support/render-plugin';

it('shows the four contact blocks of the contact file with mail and phone links', () => {
  renderPluginPage(<AppFooter />);
  const footer = screen.getByRole('contentinfo');
  const headings = within(footer).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
  expect(headings).toEqual(['Enquiries', 'Geopolitical analysis', 'Operations', '24/7 emergency']);
  expect(contactFile.contacts).toHaveLength(4);
  for (const contact of contactFile.contacts) {
    expect(contact.email).toMatch(/@vigil\.example$/);
    const block = footer.querySelector(`[data-contact="${contact.id}"]`) as HTMLElement;
    expect(within(block).getByRole('link', { name: contact.email }).getAttribute('href')).toBe(`mailto:${contact.email}`);
    expect(within(block).getByRole('link', { name: contact.phone }).getAttribute('href')).toBe(
      `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
    );
  }
});

it('opens the guide, the privacy policy and the terms in new tabs, and says so', () => {
  renderPluginPage(<AppFooter />);
  const nav = screen.getByRole('navigation', { name: 'Guide and legal documents' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/legal/guide.html',
    '/legal/privacy-policy.html',
    '/legal/terms.html',
  ]);
  for (const link of links) {
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('(opens in a new tab)');
  }
});
