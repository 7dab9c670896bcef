import type {
  OpenSessionAnswer,
  PlaceTableBetsAnswer,
  PlaceTableBetsRequest,
  TableStateAnswer,
} from '../../src/play/play-contract.js';
import { createVendorClient } from '../shared/vendor-api.js';
import type { VendorAnswer, VendorClient } from '../shared/vendor-api.js';

/** The three calls the table page makes, each answering a value or a stable error code, never throwing. */
export type TableApi = {
  openSession(token: string): Promise<VendorAnswer<OpenSessionAnswer>>;
  getState(sessionId: string): Promise<VendorAnswer<TableStateAnswer>>;
  placeBets(request: PlaceTableBetsRequest): Promise<VendorAnswer<PlaceTableBetsAnswer>>;
};

export function createTableApi(client: VendorClient = createVendorClient()): TableApi {
  return {
    openSession: (token) => client.post('/api/sessions', { token }),
    getState: (sessionId) => client.get(`/api/table/state?sessionId=${encodeURIComponent(sessionId)}`),
    placeBets: (request) => client.post('/api/table/bets', request),
  };
}
