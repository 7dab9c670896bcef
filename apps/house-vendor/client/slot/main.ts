import '../shared/base.css';
import './slot.css';
import { createVendorClient } from '../shared/vendor-api.js';
import { startSlotPage } from './slot-page.js';

const root = document.querySelector<HTMLElement>('#app');
if (root) void startSlotPage(root, window.location.search, createVendorClient());
