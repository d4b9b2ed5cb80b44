import { AppProviders } from './app-providers';
import { AppRoutes } from './routes';
import { startSession } from './session/start-session';
import { createStore } from './store';

const store = createStore();
startSession(store, window.location.pathname);

export function App() {
  return (
    <AppProviders store={store}>
      <AppRoutes />
    </AppProviders>
  );
}
