/** Everything the referral page reads, per session: a phone check refreshes it all. */
export const referralQueryKey = (token: string | null) => ['referral', token] as const;
