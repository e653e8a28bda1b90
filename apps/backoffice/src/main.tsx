// first, before any schema is built: no zod eval probe for the CSP (script-src 'self')
import '@wallet/contract/zod-setup';
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/600.css';
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';

initI18n();
const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
