/** Everything the VIP page reads, per session: a claim refreshes it all. */
export const vipQueryKey = (token: string | null) => ['vip', token] as const;
