import type { ContractKindName } from '@croupier/contracts';

/** Every contract query starts with this key, so one invalidation refreshes lists and flags after an answer. */
export const contractQueryKey = (token: string | null, ...rest: unknown[]) =>
  ['agentContracts', token, ...rest] as const;

/** The spec's call of each kind (reference §1.2): it lists the agent's contracts and answers an offer. */
export const contractCallOf: Record<ContractKindName, string> = {
  dividend: '/wps/relay/MCS2_processDividendReq',
  daily_salary: '/wps/relay/MCS2_processDailySalContract',
  hourly_salary: '/wps/relay/MCS2_processContractHourSalary',
  realtime_salary: '/wps/relay/MCSFE_processRealTimeSalaryContract',
};
