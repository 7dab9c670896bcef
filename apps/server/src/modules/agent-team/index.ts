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
