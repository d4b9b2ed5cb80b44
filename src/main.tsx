// Arco's Message and Modal static methods need this under React 19 (ReactDOM.render is gone).
import '@arco-design/web-react/es/_util/react-19-adapter';
import { createRoot } from 'react-dom/client';
import { rememberLandingUrl } from '@adapters/landing-url';
import { App } from './app/app';
import { startAriaRepairs } from './lib/aria-repairs';
import '@arco-design/web-react/dist/css/arco.css';
import './app/global.css';

// Before the router runs: DingTalk signs the URL the page was loaded with.
rememberLandingUrl();
createRoot(document.getElementById('root')!).render(<App />);
startAriaRepairs();
