import { makeAutoObservable, observable, runInAction } from 'mobx';
import { showFailure, type Api, type LoadStatus, type UiService } from '@vigil/web-sdk';
import { getInsurances, type InsuranceClaimRow } from '../contract';

/** The claims of the admin's company, newest first: the server answers them oldest first (spec part 1 §2). */
export class InsuranceClaimsStore {
  claims: readonly InsuranceClaimRow[] = [];
  status: LoadStatus = 'loading';
  error: string | null = null;

  constructor(
    private readonly api: Api,
    private readonly ui: UiService,
  ) {
    makeAutoObservable<InsuranceClaimsStore, 'api' | 'ui'>(this, { api: false, ui: false, claims: observable.ref }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const claims = await this.api.call(getInsurances);
      runInAction(() => {
        this.claims = [...claims].reverse();
        this.status = 'ready';
      });
    } catch (error) {
      // Spec part 1 §8: a failed legacy call shows the server's message as an error notification.
      const message = showFailure(this.ui, error);
      runInAction(() => {
        this.error = message;
        this.status = 'error';
      });
    }
  }
}
