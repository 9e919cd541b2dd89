import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { usePageTitle, useRouteTitle } from '../../../host/web/ui/document-title';
import { PageHeading } from '../../../host/web/ui/page-heading';

function Page({ module, heading, words }: { module?: string; heading: ReactElement | string; words?: string[] }): ReactElement {
  useRouteTitle(module);
  return <Inner heading={heading} words={words} />;
}

function Inner({ heading, words }: { heading: ReactElement | string; words?: string[] }): ReactElement {
  usePageTitle(...(words ?? []));
  return <PageHeading>{heading}</PageHeading>;
}

it('names the tab after the module, then what the page heading says to a reader, then Vigil', () => {
  const flagged = (
    <>
      <img alt="Italy" src="data:," /> <span aria-hidden="true">Italy</span>
    </>
  );
  const { rerender, unmount } = render(<Page module="Country risk analysis" heading={flagged} />);
  expect(document.title).toBe('Country risk analysis - Italy - Vigil');

  rerender(<Page module="Country risk analysis" heading="France" />);
  expect(document.title).toBe('Country risk analysis - France - Vigil');

  unmount();
  expect(document.title).toBe('Vigil');
});

it("says a heading that repeats the module's name once, and lets a page choose its own words", () => {
  const { rerender } = render(<Page module="News alerts" heading="NEWS ALERTS" />);
  expect(document.title).toBe('News alerts - Vigil');

  rerender(<Page module="Account" heading="Ada Admin (you)" words={['Ada Admin', 'Notifications']} />);
  expect(document.title).toBe('Account - Ada Admin - Notifications - Vigil');
});

it('names a page outside the modules by its heading alone', () => {
  render(<Page heading="Corporate security management platform" />);
  expect(document.title).toBe('Corporate security management platform - Vigil');
});
