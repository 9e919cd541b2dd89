import { observer } from 'mobx-react-lite';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PERMISSION_WARNING } from '../../core/messages';
import { useService } from '../services-context';
import { TOKENS } from '../services/tokens';

/** Renders its children when the user may open the current path; otherwise the spec's 'Warning!' modal. */
export const PermissionGate = observer(function PermissionGate({ children }: { children: ReactNode }): ReactElement | null {
  const permissions = useService(TOKENS.Permissions);
  const { pathname } = useLocation();
  if (!permissions.canOpen(pathname)) return <PermissionDenied />;
  return <>{children}</>;
});

/** Spec part 1 §6: a modal titled 'Warning!' with the exact text, then '/' once it is closed. */
function PermissionDenied(): null {
  const ui = useService(TOKENS.Ui);
  const navigation = useService(TOKENS.Navigation);
  useEffect(() => {
    ui.openModal({
      title: PERMISSION_WARNING.title,
      body: PERMISSION_WARNING.text,
      onClose: () => navigation.navigate('/', { replace: true }),
    });
  }, [ui, navigation]);
  return null;
}
