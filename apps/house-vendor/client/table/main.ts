import '../shared/base.css';
import './table.css';
import { createTableApi } from './table-api.js';
import { startTablePage } from './table-page.js';

const root = document.querySelector<HTMLElement>('#app');
if (root) void startTablePage(root, window.location.search, createTableApi());
