import type { CatalogueOf } from '@vigil/web-sdk';

/**
 * English texts of Locate and the contact form (spec part 2 §2, §5, §8), spread into the 'tra' catalogue under
 * `locate` and `contact`. The spec's exact texts are kept as the spec writes them; the contact's two messages
 * ('You must selected the users…', 'Message send successfully') are the contract's, under `messages` (TRA_MESSAGES).
 */
export const locateEn = {
  locate: {
    title: 'Locate Personnel',
    titleIn: 'Locate Personnel: {{country}}',
    map: 'Staff presence',
    country: 'Country',
    all: 'All',
    count_one: '{{count}} traveller today',
    count_other: '{{count}} travellers today',
    none: 'No traveller is on a travel today',
    planned: '{{name}} (planned location)',
    legend: 'Legend',
    legendPosition: 'Latest position',
    legendPlanned: 'Planned location (itinerary for today)',
    selected: '{{count}} employees selected in the area',
    selectHint: "Select an area with 'Select area' (or Shift+drag) to choose the people to contact; a click on the map clears the selection.",
    people: 'Selected people',
    positionAt: 'position of {{when}}',
    plannedAt: 'planned location',
    showMore: 'Show more ({{count}} more)',
    contact: 'Contact',
    back: 'Back to the travels',
  },
  contact: {
    title: 'Contact employees',
    titleIn: 'Contact employees: {{country}}',
    people: 'People to contact',
    unknown: 'Travel {{id}}',
    content: 'Message',
    position: 'Ask them to share their position',
    image: 'Photo',
    imageAlt: 'Photo of the message',
    send: 'Send',
    back: 'Back to the map',
  },
} as const;

/** Italian translates the same keys. */
export type LocateCatalogue = CatalogueOf<typeof locateEn>;
