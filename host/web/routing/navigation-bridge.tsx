import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { useService } from '../services-context';
import { RouterNavigation } from '../services/router-navigation';
import { TOKENS } from '../services/tokens';

/** Hands the router's navigate function and current path to the Navigation service. */
export function NavigationBridge(): null {
  const navigation = useService(TOKENS.Navigation);
  const [pathname, navigate] = useLocation();
  useLayoutEffect(() => {
    if (!(navigation instanceof RouterNavigation)) return undefined;
    const go = (to: string, options?: { replace?: boolean }): void => navigate(to, options);
    navigation.attach(go, pathname);
    return () => navigation.detach(go);
  }, [navigation, navigate, pathname]);
  return null;
}
