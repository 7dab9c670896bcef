export { createGeoService, countryRangeSchema } from './geo.service.js';
export type { CountryLookup, CountryRange, GeoService } from './geo.service.js';
export { isPublicAddress, normalizeAddress } from './ip-address.js';
