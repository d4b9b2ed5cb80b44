import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useAppDispatch } from '@/app/hooks';
import { nameTab } from './shell.slice';

/** Names the current page's tab by its record (an order number, a customer's name …), once it is known. */
export function useTabName(name: string | undefined) {
  const dispatch = useAppDispatch();
  const [location] = useLocation();
  useEffect(() => {
    if (name) dispatch(nameTab({ path: location, name }));
  }, [dispatch, location, name]);
}
