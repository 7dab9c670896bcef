export {
  disableInviteLink,
  findTeamDepth,
  findTeamMemberByUsername,
  findUsableInviteLink,
  insertInviteLink,
  listDownlines,
  listInviteLinks,
  listTeamBets,
  listTeamProfitLoss,
  listTeamTransactions,
  lockRegistrationQuota,
  recordRegistration,
  saveDownlineNote,
  sumAgentIncomeByDay,
  sumTeamOverview,
} from './agent-team.repository.js';
export type { DownlineRow, InviteLinkRow } from './agent-team.repository.js';
export { localDayOf, nextDay, teamPeriodDays, teamRangeDays } from './team-periods.js';
export {
  decideApplication,
  findApplication,
  findLatestApplication,
  insertApplication,
  listApplications,
} from './affiliate-application.repository.js';
export type { ApplicationRow } from './affiliate-application.repository.js';
export { describeOwnApplication } from './affiliate-application.service.js';
export { findQuota, upsertQuota } from './agent-quota.repository.js';
export type { QuotaRow } from './agent-quota.repository.js';
