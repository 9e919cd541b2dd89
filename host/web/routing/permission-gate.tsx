import { observer } from 'mobx-react-lite';
import { useEffect, type ReactElement, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { PERMISSION_WARNING } from '../../core/messages';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';
import { useUrlLocation } from './url-location';

/** The address of the last page the user could open in this tab: where a refused route sends them back to. */
export type PermittedPage = RefObject<string | null>;

/** Keeps `page` on the current address whenever the user may open it. */
export const RememberPermittedPage = observer(function RememberPermittedPage({ page }: { page: PermittedPage }): null {
  const permissions = useService(TOKENS.Permissions);
  const { pathname, search, hash } = useUrlLocation();
  const allowed = permissions.canOpen(pathname);
  useEffect(() => {
    if (allowed) page.current = `${pathname}${search}${hash}`;
  }, [allowed, page, pathname, search, hash]);
  return null;
});

/**
 * Renders its children when the user may open the current path; otherwise the spec's 'Warning!' modal, over the
 * page the user came from (the dashboard when the refused page was the first one opened), never a blank page.
 */
export const PermissionGate = observer(function PermissionGate({
  children,
  cameFrom,
}: {
  children: ReactNode;
  cameFrom: PermittedPage;
}): ReactElement | null {
  const permissions = useService(TOKENS.Permissions);
  const [pathname] = useLocation();
  if (!permissions.canOpen(pathname)) return <PermissionDenied cameFrom={cameFrom} />;
  return <>{children}</>;
});

/** Spec part 1 §6: a modal titled 'Warning!' with the exact text, then '/' once it is closed. */
function PermissionDenied({ cameFrom }: { cameFrom: PermittedPage }): null {
  const ui = useService(TOKENS.Ui);
  const navigation = useService(TOKENS.Navigation);
  useEffect(() => {
    // The refused address is replaced, so Back does not lead to the refusal again.
    navigation.navigate(cameFrom.current ?? '/', { replace: true });
    ui.openModal({
      title: PERMISSION_WARNING.title,
      body: PERMISSION_WARNING.text,
      onClose: () => {
        if (navigation.path !== '/') navigation.navigate('/', { replace: true });
      },
    });
  }, [ui, navigation, cameFrom]);
  return null;
}
