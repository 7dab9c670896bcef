import '../shared/base.css';
import './holdem.css';
import { createVendorClient } from '../shared/vendor-api.js';
import { startHoldemPage } from './holdem-page.js';

const root = document.querySelector<HTMLElement>('#app');
if (root) void startHoldemPage(root, window.location.search, createVendorClient());
