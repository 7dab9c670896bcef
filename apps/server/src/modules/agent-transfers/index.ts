export {
  findSenderStanding,
  findUsernames,
  listDirectDownlines,
  lockDirectDownlines,
} from './agent-transfers.repository.js';
export type { Downline, SenderStanding } from './agent-transfers.repository.js';
