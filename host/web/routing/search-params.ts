import { useCallback, useMemo } from 'react';
import { useLocation, type SetSearchParams } from 'wouter';
import { useSearch } from 'wouter/use-browser-location';

/**
 * The query's parameters and a setter, as wouter's `useSearchParams` gives them, but read from the query as the
 * browser has it: wouter decodes the whole query with `decodeURI` before parsing it, so a value holding `%` and two
 * hex digits read back changed (a search for "50%41" came back as "50A", "10%de" as "10�"). The setter goes to
 * the current path with the new query; given a function, it is handed the parameters of the address at that moment,
 * so two calls before a render both count.
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const [, navigate] = useLocation();
  const search = useSearch();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
      const query = new URLSearchParams(init).toString();
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}
