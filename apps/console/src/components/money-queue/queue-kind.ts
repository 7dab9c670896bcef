/** The money queues one screen serves (decision 0036): their API paths are `/bo/<kind>`. */
export type QueueKind = 'withdrawals' | 'deposits';
