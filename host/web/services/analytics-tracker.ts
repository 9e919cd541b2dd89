import type { AnalyticsService } from './analytics-service';

type DataLayer = { push(event: Record<string, unknown>): void };

/**
 * Records page views and forwards them to a tag manager's `dataLayer` when the page has one; with no tag
 * manager configured the views are only kept (and tests read them).
 */
export class AnalyticsTracker implements AnalyticsService {
  private readonly recorded: string[] = [];

  constructor(private readonly dataLayer: () => DataLayer | undefined = defaultDataLayer) {}

  get views(): readonly string[] {
    return this.recorded;
  }

  pageView(path: string): void {
    this.recorded.push(path);
    this.dataLayer()?.push({ event: 'page_view', page_path: path });
  }
}

function defaultDataLayer(): DataLayer | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { dataLayer?: DataLayer }).dataLayer;
}
