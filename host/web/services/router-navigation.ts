import type { NavigateOptions, NavigationService } from './navigation-service';

type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/**
 * The router's navigate function, handed over by a component inside the router (NavigationBridge). Requests
 * made before the router is mounted are kept and replayed, so services may navigate at any time.
 */
export class RouterNavigation implements NavigationService {
  private navigateFunction: NavigateFunction | null = null;
  private pending: { to: string; options?: NavigateOptions } | null = null;
  private currentPath: string;

  constructor(initialPath = '/') {
    this.currentPath = initialPath;
  }

  get path(): string {
    return this.currentPath;
  }

  navigate(to: string, options?: NavigateOptions): void {
    if (this.navigateFunction) this.navigateFunction(to, options);
    else this.pending = { to, options };
  }

  attach(navigateFunction: NavigateFunction, path: string): void {
    this.navigateFunction = navigateFunction;
    this.currentPath = path;
    const pending = this.pending;
    this.pending = null;
    if (pending) navigateFunction(pending.to, pending.options);
  }

  detach(navigateFunction: NavigateFunction): void {
    if (this.navigateFunction === navigateFunction) this.navigateFunction = null;
  }
}
