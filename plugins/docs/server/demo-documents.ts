import { DOC_CATEGORY, type DocSection } from '../contract';

/** One seeded document of the demo company. Demo content, and says so. */
export interface DemoDocument {
  key: string;
  section: DocSection;
  title: string;
  category: number;
  /** The demo company's projects (host seed DEMO_PROJECTS), by label. */
  projects: readonly string[];
  /** Usernames of the named users (demo accounts and demo personnel). */
  users: readonly string[];
  tags: readonly string[];
  /** ISO 3166 alpha-2. */
  country: string;
  /** A link document's address; otherwise a generated PDF with these lines. */
  link?: string;
  lines?: readonly string[];
}

const MILAN = 'Milan HQ';
const LAGOS = 'Lagos plant';
const JAKARTA = 'Jakarta office';

const evacuation = (site: string): string[] => [
  `On the alarm, leave ${site} by the nearest marked exit; do not use the lifts.`,
  'Gather at the assembly point and report to your floor warden.',
  'Wardens count their people and report missing persons to the site security lead.',
  'Nobody re-enters until the security lead gives the all-clear.',
];

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  { key: 'evacuation-milan', section: 'ops', title: 'Evacuation procedure - Milan HQ', category: DOC_CATEGORY.procedure, projects: [MILAN], users: ['admin', 'analyst', 'visitor', 'marco.bianchi', 'sofia.lindqvist'], tags: ['evacuation', 'fire'], country: 'IT', lines: evacuation(MILAN) },
  { key: 'evacuation-lagos', section: 'ops', title: 'Evacuation procedure - Lagos plant', category: DOC_CATEGORY.procedure, projects: [LAGOS], users: ['traveller', 'newcomer', 'chioma.okafor'], tags: ['evacuation'], country: 'NG', lines: evacuation(LAGOS) },
  { key: 'evacuation-jakarta', section: 'ops', title: 'Evacuation procedure - Jakarta office', category: DOC_CATEGORY.procedure, projects: [JAKARTA], users: ['traveller', 'analyst', 'budi.santoso', 'sofia.lindqvist'], tags: ['evacuation', 'earthquake'], country: 'ID', lines: evacuation(JAKARTA) },
  { key: 'kidnap-response', section: 'ops', title: 'Kidnap and ransom response procedure', category: DOC_CATEGORY.procedure, projects: [LAGOS], users: ['traveller', 'chioma.okafor'], tags: ['kidnap', 'crisis'], country: 'NG', lines: ['Call the crisis line at once; say nothing to the media.', 'The crisis management team takes over all contact.'] },
  { key: 'journey-management', section: 'ops', title: 'Journey management plan', category: DOC_CATEGORY.procedure, projects: [LAGOS, JAKARTA], users: ['traveller', 'chioma.okafor', 'budi.santoso'], tags: ['travel', 'road'], country: 'NG', lines: ['Every road move is booked with the site security lead the day before.', 'Vehicles travel in daylight only and check in every hour.'] },
  { key: 'client-access-lagos', section: 'ops', title: 'Client site access rules - Lagos', category: DOC_CATEGORY.client, projects: [LAGOS], users: ['traveller', 'newcomer'], tags: ['client', 'access'], country: 'NG', lines: ['Visitors show their badge at the gate and are escorted at all times.'] },
  { key: 'client-requirements-jakarta', section: 'ops', title: 'Client security requirements - Jakarta', category: DOC_CATEGORY.client, projects: [JAKARTA], users: ['analyst', 'budi.santoso'], tags: ['client'], country: 'ID', lines: ['The client asks for a security induction before the first site visit.'] },
  { key: 'medical-provider-jakarta', section: 'ops', title: 'Medical evacuation provider - Jakarta', category: DOC_CATEGORY.security, projects: [JAKARTA], users: ['traveller', 'budi.santoso', 'sofia.lindqvist'], tags: ['medical'], country: 'ID', lines: ['The nearest international-standard hospital and the air ambulance contact.'] },
  { key: 'travel-advice-link', section: 'ops', title: 'Official travel advice', category: DOC_CATEGORY.security, projects: [MILAN, LAGOS, JAKARTA], users: ['admin', 'analyst', 'traveller'], tags: ['travel', 'link'], country: 'IT', link: 'https://www.gov.uk/foreign-travel-advice' },
  { key: 'vulnerability-milan', section: 'ava', title: 'Asset vulnerability assessment - Milan HQ', category: DOC_CATEGORY.security, projects: [MILAN], users: ['admin', 'analyst', 'marco.bianchi'], tags: ['assessment'], country: 'IT', lines: ['Perimeter, access control, CCTV and lighting were assessed.', 'Two findings of medium risk: see the action plan.'] },
  { key: 'perimeter-lagos', section: 'ava', title: 'Perimeter survey - Lagos plant', category: DOC_CATEGORY.security, projects: [LAGOS], users: ['traveller', 'chioma.okafor'], tags: ['perimeter', 'survey'], country: 'NG', lines: ['The north fence needs repair; the guard post covers the main gate only.'] },
  { key: 'cctv-jakarta', section: 'ava', title: 'CCTV coverage plan - Jakarta office', category: DOC_CATEGORY.client, projects: [JAKARTA], users: ['analyst', 'budi.santoso'], tags: ['cctv'], country: 'ID', lines: ['Camera positions agreed with the landlord; recordings kept 30 days.'] },
];

export const DEMO_LABEL = 'Demo content';
