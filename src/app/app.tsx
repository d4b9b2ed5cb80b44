import { AppProviders } from './app-providers';
import { AppRoutes } from './routes';
import { createStore } from './store';

const store = createStore();

export function App() {
  return (
    <AppProviders store={store}>
      <AppRoutes />
    </AppProviders>
  );
}
