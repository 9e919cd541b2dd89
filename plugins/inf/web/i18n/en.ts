import { INF_MESSAGES } from '../../contract/rules';
import type { CatalogueOf } from '@vigil/web-sdk';

/** English texts of the e-learning module (namespace 'inf'); the spec's words where it has them. */
export const infEn = {
  /** The manifest's texts. */
  manifest: {
    title: 'E-learning',
    menu: { label: 'E-learning' },
    bubble: {
      label: 'E-learning',
      description: 'Know a country before you go: its induction videos and documents, then a short test of what you learnt.',
    },
  },
  loading: 'Loading the e-learning…',
  home: {
    title: 'countries - e-learning',
    introduction: 'Introduction video',
    continents: 'Continents',
    noCountries: 'No country has an induction yet.',
  },
  elearning: {
    title: 'E-learning',
  },
  detail: {
    breadcrumb: 'Breadcrumb',
    induction: 'Country induction',
    demo: 'Demo content: generated from public country data for this installation, not real security advice.',
    description: 'Description',
    videos: 'Videos',
    documents: 'Documents',
    noVideos: 'No videos for this country.',
    noDocuments: 'No documents for this country.',
    openVideo: 'Watch the video {{title}}',
    openDocument: 'Read the document {{title}}',
  },
  video: {
    player: 'Video: {{title}}',
    captions: 'English captions',
    unsupported: 'Your browser cannot play this video.',
    failed: 'The video could not be played.',
  },
  pdf: {
    loading: 'Loading the document…',
    document: 'Document: {{title}}',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{pages}}',
    zoomOut: 'Zoom out',
    zoomIn: 'Zoom in',
    zoom: 'Zoom {{percent}}%',
    toolbar: 'Document controls',
  },
  test: {
    heading: 'Knowledge test',
    wording:
      'The pass score is set by your employer: {{score}}% of the answers. Each correct answer scores 1 point; a wrong or missing answer scores 0.',
    time: 'You have {{seconds}} seconds from Start to send your answers.',
    start: 'Start',
    starting: 'Starting…',
    submit: 'Submit',
    remaining: 'Time left: {{seconds}} s',
    several: '{{question}} (choose {{count}} answers)',
    confirmUnanswered: 'Questions without an answer: {{count}}. A missing answer scores 0. Send your answers anyway?',
    passed: 'Passed',
    failed: 'Failed',
    score: 'Score: {{correct}} of {{total}} correct ({{percentage}}%)',
    retry: 'Retry',
    timeOver: 'Time over',
    timeOverSent: 'The time is over: the answers you gave have been sent.',
    timeOverRefused: 'The time for this test ran out before your answers arrived.',
    alreadyPassed: 'You have already passed this test.',
    exempt: 'You are exempt from this test: your administrator excluded you from it.',
    lastFailed: 'Your last attempt did not pass. You can take the test again until you pass it.',
    none: 'This country has no knowledge test yet.',
    attempts: 'Attempts so far: {{count}}',
  },
  passScore: {
    heading: 'Pass score of the knowledge tests',
    current: "Your company's pass score is {{score}}% of the answers.",
    field: 'Pass score (%)',
    save: 'Save',
  },
  // The server's own texts (../../contract), shown in the user's language.
  /** The server's coded refusals ('inf:<key>'), shown by translateError; one naming a value ends '<text>: {{value}}'. */
  serverMessages: {
    ...INF_MESSAGES,
    unknownQuestion: `${INF_MESSAGES.unknownQuestion}: {{question}}`,
    unknownOption: `${INF_MESSAGES.unknownOption}: {{option}}`,
    repeatedQuestion: `${INF_MESSAGES.repeatedQuestion}: {{question}}`,
    tooManyAnswers: `${INF_MESSAGES.tooManyAnswers}: {{question}}`,
  },
};

/** Every other language translates the same keys. */
export type InfCatalogue = CatalogueOf<typeof infEn>;
