/** Every points query of a member starts with this key, so one invalidation refreshes the whole page. */
export function pointsQueryKey(token: string | null) {
  return ['member', 'points', token] as const;
}
