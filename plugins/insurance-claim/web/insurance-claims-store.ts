import { makeAutoObservable, observable, runInAction } from 'mobx';
import { INSURANCE_PATHS, type InsuranceClaimRow } from '../../../host/core/insurance-contract';
import { translateMessage, type ApiClient, type UiService } from '../../../host/web/plugin-sdk';

export type LoadState = 'loading' | 'ready' | 'error';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The claims of the admin's company, newest first: the server answers them oldest first (spec part 1 §2). */
export class InsuranceClaimsStore {
  claims: readonly InsuranceClaimRow[] = [];
  state: LoadState = 'loading';
  error: string | null = null;

  constructor(
    private readonly api: ApiClient,
    private readonly ui: UiService,
  ) {
    makeAutoObservable<InsuranceClaimsStore, 'api' | 'ui'>(this, { api: false, ui: false, claims: observable.ref }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.error = null;
    try {
      const claims = await this.api.get<InsuranceClaimRow[]>(INSURANCE_PATHS.claims);
      runInAction(() => {
        this.claims = [...claims].reverse();
        this.state = 'ready';
      });
    } catch (error) {
      const message = translateMessage(messageOf(error));
      // Spec part 1 §8: a failed legacy call shows the server's message as an error notification.
      this.ui.toast('error', message);
      runInAction(() => {
        this.error = message;
        this.state = 'error';
      });
    }
  }
}
