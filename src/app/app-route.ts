import type { LazyPage } from '@/lib/lazy-page';
import type { AppDispatch } from './store';

/** One screen of the route tree (src/app/routes.tsx and the pages' *-routes.ts files). */
export interface AppRoute {
  path: string;
  title: string;
  page: LazyPage;
  /** Permission code the user's powers must contain (spec part 1 section 5). */
  power?: string;
  /** Asks for the page's first data while its code loads (a signed-in user's cold visit or a move to it). */
  data?: (dispatch: AppDispatch) => Promise<unknown>;
}
