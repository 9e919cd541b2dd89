import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { useNarrowWindow } from './narrow-window';

// Loaded only when a window is narrow: desktop visitors (and /Login's first load) never download it.
const DesktopOnlyMessage = lazy(() => import('./desktop-only-message'));

/**
 * Spec part 1 §1, §4: a window narrower than 992 px shows the desktop-only message instead of the app, public
 * pages included. The app stays mounted but hidden, so that a brief resize does not lose what was typed.
 */
export function DesktopGate({ children }: { children: ReactNode }): ReactElement {
  const narrow = useNarrowWindow();
  return (
    <>
      {narrow ? (
        <Suspense fallback={null}>
          <DesktopOnlyMessage />
        </Suspense>
      ) : null}
      <div className="desktop-app" hidden={narrow}>
        {children}
      </div>
    </>
  );
}
