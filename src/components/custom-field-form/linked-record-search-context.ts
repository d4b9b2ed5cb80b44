import { createContext } from 'react';
import type { LinkedRecordSearch } from './control-types';

const outsideTheApp: LinkedRecordSearch = () => Promise.reject(new Error('CustomFieldForm is rendered outside the app providers (src/app/app-providers.tsx)'));

/**
 * The app's search for linked-record fields (type 30), given by the app (src/app/app-providers.tsx)
 * so that the form imports no feature; a form's `linkSearch` prop takes its place.
 */
export const LinkedRecordSearchContext = createContext<LinkedRecordSearch>(outsideTheApp);
