import { NEWS_PAGE_SIZE } from '../contract';
import { newsCacheKey, newsListParams } from '../web/news-query';

describe('newsListParams', () => {
  it('asks for ten alerts of page 0 with no filter', () => {
    expect(newsListParams({ search: '  ' }, 0)).toEqual({ limit: NEWS_PAGE_SIZE, offset: 0 });
  });

  it('sends each filter under the name /news/getList reads', () => {
    expect(newsListParams({ search: ' riot ', zone: 2, country: 380, alertLevel: 'high', category: 5 }, 3)).toEqual({
      limit: 10,
      offset: 3,
      search: 'riot',
      zone: 2,
      country: 380,
      alert_level: 'high',
      category_risk: 5,
    });
  });
});

describe('newsCacheKey', () => {
  it('differs per filter combination and page, and ignores the order filters were set in', () => {
    const key = newsCacheKey({ search: 'a', country: 1, alertLevel: 'low' }, 0);
    expect(newsCacheKey({ alertLevel: 'low', country: 1, search: 'a' }, 0)).toBe(key);
    expect(newsCacheKey({ search: 'a', country: 1, alertLevel: 'low' }, 1)).not.toBe(key);
    expect(newsCacheKey({ search: 'a', country: 2, alertLevel: 'low' }, 0)).not.toBe(key);
  });
});
