export interface AnalyticsService {
  /** Reports one page view; the router calls it on every path change. */
  pageView(path: string): void;
  readonly views: readonly string[];
}
