import { LEGACY_PATHS } from '../../core/api-contract';
import { ApiError, type ApiClient } from './api-client';
import type { HealthService } from './health-service';

/** Only a 500 means the database is down (spec part 1 §7); other failures are left to the calls that follow. */
export class HttpHealthService implements HealthService {
  constructor(private readonly legacyApi: ApiClient) {}

  async checkDatabase(): Promise<boolean> {
    try {
      await this.legacyApi.get(LEGACY_PATHS.health, undefined, { skipAuth: true });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 500) return false;
      console.error('Health check failed', error);
      return true;
    }
  }
}
