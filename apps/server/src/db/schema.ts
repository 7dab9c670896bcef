export * from '../modules/merchant/merchant.tables.js';
export * from '../modules/geo/geo.tables.js';
