// Arco's Message and Modal static methods need this under React 19 (ReactDOM.render is gone).
import '@arco-design/web-react/es/_util/react-19-adapter';
import { createRoot } from 'react-dom/client';
import { rememberLandingUrl } from '@adapters/landing-url';
import { App } from './app/app';
import { startAriaRepairs } from './lib/aria-repairs';
import { startSelectKeys } from './lib/select-keys';
// The entry carries only Arco's tokens and what it renders itself (the loading spinner, messages);
// the desktop pages bring the whole stylesheet (src/app/desktop-styles.ts).
import '@arco-design/web-react/es/style/index.css';
import '@arco-design/web-react/es/Spin/style/index.css';
import '@arco-design/web-react/es/Message/style/index.css';
import './app/global.css';

// Before the router runs: DingTalk signs the URL the page was loaded with.
rememberLandingUrl();
createRoot(document.getElementById('root')!).render(<App />);
startAriaRepairs();
startSelectKeys();
