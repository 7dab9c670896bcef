import '../shared/base.css';
import './fishing.css';
import { createVendorClient } from '../shared/vendor-api.js';
import { startFishingPage } from './fishing-page.js';

const root = document.querySelector<HTMLElement>('#app');
if (root) void startFishingPage(root, window.location.search, createVendorClient());
