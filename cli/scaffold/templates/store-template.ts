import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';

/** plugins/<id>/web/<id>-store.ts: the page's state, loaded from the module's own endpoint. */
export function storeTemplate(spec: PluginSpec): string {
  const { pascal } = spec;
  return `${GENERATED_HEADER}
import { makeAutoObservable, runInAction } from 'mobx';
import { errorMessage, translateMessage, type Api, type LoadStatus } from '@vigil/web-sdk';
import { getOverview, type ${pascal}Overview } from '../contract';

export class ${pascal}Store {
  overview: ${pascal}Overview | null = null;
  status: LoadStatus = 'loading';
  /** The failed call's message in the user's language. */
  error: string | null = null;

  constructor(private readonly api: Api) {
    // The client is a service, not state: keep MobX from wrapping it.
    makeAutoObservable<${pascal}Store, 'api'>(this, { api: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.error = null;
    try {
      const overview = await this.api.call(getOverview);
      runInAction(() => {
        this.overview = overview;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        this.error = translateMessage(errorMessage(error));
        this.status = 'error';
      });
    }
  }
}
`;
}
