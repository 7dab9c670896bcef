/** Every agent-centre query starts with this key, so one invalidation refreshes the centre after a change. */
export const agentQueryKey = (token: string | null, ...rest: unknown[]) => ['agent', token, ...rest] as const;
