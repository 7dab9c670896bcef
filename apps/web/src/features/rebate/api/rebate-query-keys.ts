/** Everything the rebate page reads, per session: a claim refreshes it all. */
export const rebateQueryKey = (token: string | null) => ['rebate', token] as const;
