import { ConfigProvider } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import { Provider } from 'react-redux';
import { AppRoutes } from './routes';
import { createStore } from './store';

const store = createStore();

export function App() {
  return (
    <Provider store={store}>
      <ConfigProvider locale={zhCN}>
        <AppRoutes />
      </ConfigProvider>
    </Provider>
  );
}
