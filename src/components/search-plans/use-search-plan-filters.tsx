import { useCallback, useRef, useState, type ReactNode } from 'react';
import { SearchPlanMenu } from './search-plan-menu';
import { useDefaultSearchPlanQuery } from './search-plans.api';

export interface SearchPlanFilters<T> {
  filters: T;
  /** Replaces the filters (the list's own search box or filter panel). */
  setFilters: (filters: T) => void;
  /** Changes some of the filters, keeping the others. */
  update: (patch: Partial<T>) => void;
  /** 搜索方案 and 保存方案 for the list's toolbar or filter panel; null without a listKey. */
  planMenu: ReactNode;
}

/**
 * The filters of a list screen with saved search plans (one way for every list).
 *
 * - `listKey` names the screen's plans (e.g. 'contactManage'); without one (the same table inside a detail
 *   page) there is no menu and no default plan.
 * - The user's default plan is applied once, when the screen opens, unless it opens with `opened` filters
 *   of its own (a link with a keyword).
 * - A chosen plan replaces the filters: its conditions over `blank`, the list with nothing filtered.
 *   The list reloads because its query follows the filters.
 */
export function useSearchPlanFilters<T extends Record<string, unknown>>(listKey: string | undefined, blank: T, opened?: T): SearchPlanFilters<T> {
  const blankRef = useRef(blank);
  const [filters, setFilters] = useState<T>(opened ?? blank);
  // Applied once, while rendering rather than in an effect: a plan made default later leaves the open list as it is.
  const [defaultSettled, setDefaultSettled] = useState(!listKey || opened !== undefined);
  const { data: defaultPlan, isSuccess, isError } = useDefaultSearchPlanQuery(listKey ?? '', { skip: defaultSettled });
  if (!defaultSettled && (isSuccess || isError)) {
    setDefaultSettled(true);
    if (defaultPlan) setFilters({ ...blankRef.current, ...defaultPlan.conditions });
  }

  const apply = useCallback((conditions: Record<string, unknown>) => setFilters({ ...blankRef.current, ...conditions }), []);
  const update = useCallback((patch: Partial<T>) => setFilters((f) => ({ ...f, ...patch })), []);
  const planMenu = listKey ? <SearchPlanMenu listKey={listKey} current={filters} onApply={apply} /> : null;
  return { filters, setFilters, update, planMenu };
}
