import type { CountryFacts } from './country-facts';
import type { TextPdfSection } from './text-pdf';

/**
 * The demo induction of a country, made from its real data (country-facts.ts): a description, 8 to 12 questions
 * with single- and multi-answer ones, and the sections of its PDF. Pure and deterministic: the same facts give the
 * same content, distractors and option order included (a seeded generator, not Math.random).
 */

export const DEMO_LABEL = 'Demo content';

export interface DemoOption {
  option: string;
  correct: boolean;
}

export interface DemoQuestion {
  question: string;
  options: DemoOption[];
}

/** A small seeded generator (mulberry32): the demo content must not change from one seeding to the next. */
function generator(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** `count` distinct values of `pool` that are not in `exclude` (compared case-blind). */
function pick(pool: readonly string[], exclude: readonly string[], count: number, random: () => number): string[] {
  const taken = new Set(exclude.map((value) => value.toLowerCase()));
  const picked: string[] = [];
  for (const value of shuffled(pool, random)) {
    if (picked.length === count) break;
    if (!value || taken.has(value.toLowerCase())) continue;
    taken.add(value.toLowerCase());
    picked.push(value);
  }
  return picked;
}

/**
 * A question with `correct` as its right answers and `wrong` as distractors, or undefined when the data gives too
 * few of either (a question must have a right answer and something to tell it from).
 */
function question(text: string, correct: readonly string[], wrong: readonly string[], random: () => number): DemoQuestion | undefined {
  if (correct.length === 0 || wrong.length < 2) return undefined;
  const options = [...correct.map((option) => ({ option, correct: true })), ...wrong.map((option) => ({ option, correct: false }))];
  const counted = correct.length > 1 ? `${text} (${correct.length} answers)` : text;
  return { question: counted, options: shuffled(options, random) };
}

function unique(values: ReadonlyArray<string | null | undefined>): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

/** The questions of a country's test, 8 to 12 for a country with complete data; every one has a right answer. */
export function demoQuestions(country: CountryFacts, world: readonly CountryFacts[]): DemoQuestion[] {
  const random = generator(country.iso2);
  const others = world.filter((other) => other.id !== country.id);
  const sameContinent = others.filter((other) => other.continent === country.continent);
  const elsewhere = others.filter((other) => other.continent !== country.continent);
  const ownCities = country.cities.map((city) => city.name);
  const otherCities = unique(elsewhere.flatMap((other) => other.cities.slice(0, 2).map((city) => city.name)));
  const nonCapital = country.cities.filter((city) => !city.isCapital).map((city) => city.name);
  const mostPopulous = country.cities[0];
  const languageChoice = country.languages.slice(0, 2);

  const questions = [
    question(`Which city is the capital of ${country.name}?`, unique([country.capital]), pick(unique(others.map((other) => other.capital)), [...ownCities, country.capital ?? ''], 3, random), random),
    question(
      country.languages.length > 1 ? `Which of these are official languages of ${country.name}?` : `Which language is an official language of ${country.name}?`,
      languageChoice,
      pick(unique(others.flatMap((other) => other.languages)), country.languages, country.languages.length > 1 ? 2 : 3, random),
      random,
    ),
    question(`What is the international calling code of ${country.name}?`, unique([country.callingCode]), pick(unique(others.map((other) => other.callingCode)), [country.callingCode], 3, random), random),
    question(`On which continent is ${country.name}?`, [country.continent], pick(unique(others.map((other) => other.continent)), [country.continent], 3, random), random),
    question(
      `Which of these cities are in ${country.name}?`,
      (nonCapital.length >= 2 ? nonCapital : ownCities).slice(0, 2),
      pick(otherCities, ownCities, 3, random),
      random,
    ),
    question(`Which currency is used in ${country.name}?`, country.currencies.slice(0, 1), pick(unique(others.map((other) => other.currencies[0])), country.currencies, 3, random), random),
    mostPopulous && country.cities.length >= 3
      ? question(`Which is the most populous city of ${country.name}?`, [mostPopulous.name], country.cities.slice(1, 4).map((city) => city.name), random)
      : undefined,
    question(
      `Which of these countries are on the same continent as ${country.name}?`,
      pick(sameContinent.map((other) => other.name), [], 2, random),
      pick(elsewhere.map((other) => other.name), [], 2, random),
      random,
    ),
    question(`What is the main time zone of ${country.name}?`, country.timeZones.slice(0, 1), pick(unique(others.map((other) => other.timeZones[0])), country.timeZones, 3, random), random),
    question(`What is the two-letter ISO code of ${country.name}?`, [country.iso2], pick(others.map((other) => other.iso2), [country.iso2], 3, random), random),
  ];
  return questions.filter((entry): entry is DemoQuestion => entry !== undefined).slice(0, 12);
}

function list(values: readonly string[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;
}

function population(count: number): string {
  return new Intl.NumberFormat('en').format(count);
}

/** The paragraphs of a country's description, the first saying that it is demo content. */
export function demoDescription(country: CountryFacts): string[] {
  const named = country.nativeName !== country.name ? `${country.name} (${country.nativeName})` : country.name;
  const paragraphs = [
    `${DEMO_LABEL}: this induction was generated from public country data to show how the e-learning module works; your employer replaces it with its own.`,
    `${named} is a country in ${country.continent}.${country.capital ? ` Its capital is ${country.capital}.` : ''}`,
  ];
  const facts = [
    country.languages.length > 0 ? `Official languages: ${list(country.languages)}.` : '',
    country.currencies.length > 0 ? `Currency: ${list(country.currencies)}.` : '',
    `International calling code: ${country.callingCode}.`,
    country.timeZones.length > 0 ? `Time zone${country.timeZones.length > 1 ? 's' : ''}: ${list(country.timeZones.slice(0, 4))}${country.timeZones.length > 4 ? ' and others' : ''}.` : '',
  ].filter(Boolean);
  paragraphs.push(facts.join(' '));
  if (country.cities.length > 0) {
    paragraphs.push(`Major cities: ${list(country.cities.map((city) => `${city.name} (${population(city.population)} inhabitants)`))}.`);
  }
  paragraphs.push(
    'Watch the induction video and read the induction document before you travel, then take the knowledge evaluation test: one point per correct answer, none for a wrong or missing one; the pass score is set by your employer.',
  );
  return paragraphs;
}

/** The sections of a country's induction PDF: each starts on a new page, so the document has several. */
export function demoPdfSections(country: CountryFacts): TextPdfSection[] {
  const description = demoDescription(country);
  return [
    { heading: `About ${country.name}`, paragraphs: description.slice(0, 3) },
    {
      heading: 'Cities',
      paragraphs:
        country.cities.length > 0
          ? country.cities.map((city) => `${city.name}${city.isCapital ? ' (capital)' : ''}: ${population(city.population)} inhabitants.`)
          : ['No city data is available for this country.'],
    },
    {
      heading: 'Before you travel',
      paragraphs: [
        `Save the local emergency numbers and your company's security contacts in your phone; the international calling code of ${country.name} is ${country.callingCode}.`,
        `Check the country's risk page on the platform and its travel advice before you leave, and again during your stay.`,
        'Keep a copy of your documents apart from the originals, and tell your company where you are staying.',
      ],
    },
    {
      heading: 'The knowledge evaluation test',
      paragraphs: [
        `The test about ${country.name} asks about the facts of this document. Questions with several correct answers say how many.`,
        'Each correct answer is worth one point; a wrong or missing answer is worth none. The pass score is set by your employer. A failed test can be taken again until it is passed.',
        `${DEMO_LABEL}.`,
      ],
    },
  ];
}
