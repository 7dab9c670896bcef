/** Everything the missions page reads, per session: a claim or check-in refreshes it all (and the badge). */
export const missionQueryKey = (token: string | null) => ['missions', token] as const;
