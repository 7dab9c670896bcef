import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { adoptTokenFromAddress } from './lib/member-session';
import { registerServiceWorker } from './lib/register-service-worker';
import './styles.css';

// Spec §2: a token may arrive in the URL query; it joins the session before anything reads the address.
adoptTokenFromAddress();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
