import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';

const ContainerContext = createContext<Container | null>(null);

/** Makes the container's services available to every component below (the app, or a test with fakes). */
export function ServicesProvider({ container, children }: { container: Container; children?: ReactNode }): ReactElement {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a <ServicesProvider> above the component');
  return container;
}

/** The service bound to `token`, e.g. `useService(TOKENS.LegacyApi)`. */
export function useService<T>(token: ServiceIdentifier<T>): T {
  return useContainer().get(token);
}
