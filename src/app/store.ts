import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { shellSlice } from '@/app/shell/shell.slice';
import { api } from './api';

const rootReducer = combineReducers({ [api.reducerPath]: api.reducer, [shellSlice.name]: shellSlice.reducer });
export type RootState = ReturnType<typeof rootReducer>;

/** A new store per app (and per component test), with the RTK Query middleware. */
export function createStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}
export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
