import {
  cutResourceLink,
  flattenExclusions,
  formatResultPercentage,
  resourceHref,
  resourceKind,
  resultPercentage,
  RESOURCE_LINK_MAX_CHARS,
} from '../contract';

describe('resultPercentage (spec part 1 §3)', () => {
  it.each([
    [8, 10, 80],
    [10, 10, 100],
    [1, 3, 33],
    [2, 3, 66],
    [9, 15, 60],
    [1, 7, 14],
    [19, 20, 95],
    // Floating point would make these 28 and 56: the integer part of the exact value is wanted.
    [29, 100, 29],
    [57, 100, 57],
    [1, 1000, 0],
  ])('%d of %d is %d', (correct, total, percentage) => {
    expect(resultPercentage(correct, total)).toBe(percentage);
  });

  it('is 0 with no correct answers or no answers at all', () => {
    expect(resultPercentage(0, 10)).toBe(0);
    expect(resultPercentage(null, 10)).toBe(0);
    expect(resultPercentage(undefined, 10)).toBe(0);
    expect(resultPercentage(5, null)).toBe(0);
    expect(resultPercentage(undefined, undefined)).toBe(0);
  });

  it('is 100 for a total of 0, whatever the correct answers', () => {
    expect(resultPercentage(0, 0)).toBe(100);
    expect(resultPercentage(null, 0)).toBe(100);
    expect(resultPercentage(3, 0)).toBe(100);
  });

  it('is 0 for negative counts rather than a negative percentage', () => {
    expect(resultPercentage(-1, 10)).toBe(0);
    expect(resultPercentage(5, -10)).toBe(0);
  });
});

describe('formatResultPercentage', () => {
  it('shows the percentage with the counts', () => {
    expect(formatResultPercentage(8, 10)).toBe('80% (8/10)');
    expect(formatResultPercentage(0, 0)).toBe('100% (0/0)');
    expect(formatResultPercentage(null, 12)).toBe('0% (0/12)');
  });
});

describe('cutResourceLink (spec part 1 §9)', () => {
  it('keeps a link of up to 20 characters as it is', () => {
    expect(RESOURCE_LINK_MAX_CHARS).toBe(20);
    expect(cutResourceLink('')).toBe('');
    expect(cutResourceLink('https://example.com')).toBe('https://example.com'); // 19
    expect(cutResourceLink('https://example.com/')).toBe('https://example.com/'); // 20
  });

  it('cuts a longer link at 20 characters and adds an ellipsis', () => {
    expect(cutResourceLink('https://example.com/a')).toBe('https://example.com/…'); // 21
    const cut = cutResourceLink('https://media.example.com/e-learning/videos/italy-part-1.mp4');
    expect(cut).toBe('https://media.exampl…');
    expect(Array.from(cut)).toHaveLength(21);
  });

  it('never splits a character outside the basic plane', () => {
    expect(cutResourceLink(`${'a'.repeat(19)}😀😀`)).toBe(`${'a'.repeat(19)}😀…`);
  });
});

describe('resourceKind (spec part 1 §2, §9)', () => {
  it("shows type '1' as a video and anything else as a PDF", () => {
    expect(resourceKind('1')).toBe('video');
    expect(resourceKind(1)).toBe('video');
    expect(resourceKind('2')).toBe('pdf');
    expect(resourceKind('0')).toBe('pdf');
    expect(resourceKind('10')).toBe('pdf');
    expect(resourceKind(' 1')).toBe('pdf');
    expect(resourceKind('')).toBe('pdf');
    expect(resourceKind(null)).toBe('pdf');
  });
});

describe('flattenExclusions (spec part 1 §3)', () => {
  it('makes one row per user and test, in order, and drops users without tests', () => {
    const rows = flattenExclusions([
      { customer_id: 3, customer_name: 'Ann Analyst', quiz: [{ id: 1, name: 'France' }, { id: 2, name: 'Italy' }] },
      { customer_id: 4, customer_name: 'Tom Traveller', quiz: [] },
      { customer_id: 5, customer_name: 'Vera Visitor', quiz: [{ id: 2, name: 'Italy' }] },
    ]);
    expect(rows).toEqual([
      { customer_id: 3, customer_name: 'Ann Analyst', quiz_id: 1, quiz_name: 'France' },
      { customer_id: 3, customer_name: 'Ann Analyst', quiz_id: 2, quiz_name: 'Italy' },
      { customer_id: 5, customer_name: 'Vera Visitor', quiz_id: 2, quiz_name: 'Italy' },
    ]);
    expect(flattenExclusions([])).toEqual([]);
  });
});

describe('resourceHref', () => {
  it('links only http and https addresses', () => {
    expect(resourceHref('https://media.example.com/a b.mp4')).toBe('https://media.example.com/a%20b.mp4');
    expect(resourceHref('http://docs.example.com/x.pdf')).toBe('http://docs.example.com/x.pdf');
    expect(resourceHref('javascript:alert(1)')).toBeNull();
    expect(resourceHref('JavaScript:alert(1)')).toBeNull();
    expect(resourceHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(resourceHref('/relative/file.pdf')).toBeNull();
    expect(resourceHref('')).toBeNull();
  });
});
