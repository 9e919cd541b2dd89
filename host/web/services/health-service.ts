export interface HealthService {
  /** Calls /health/get-db-status; resolves false when it answers 500. */
  checkDatabase(): Promise<boolean>;
}
