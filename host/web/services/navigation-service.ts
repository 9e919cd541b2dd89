export interface NavigateOptions {
  replace?: boolean;
}

/** The router as services see it: where the user is, and a way to send them elsewhere. */
export interface NavigationService {
  /** The current path name ('/Login', '/Cmr'). */
  readonly path: string;
  navigate(to: string, options?: NavigateOptions): void;
}
