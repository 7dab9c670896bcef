import '../shared/base.css';
import './pvp.css';
import { createVendorClient } from '../shared/vendor-api.js';
import { startPvpPage } from './pvp-page.js';

const root = document.querySelector<HTMLElement>('#app');
const client = createVendorClient();
if (root)
  void startPvpPage(root, window.location.search, {
    openSession: (token) => client.post('/api/sessions', { token }),
    socketUrl: () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/api/live/pvp`,
  });
