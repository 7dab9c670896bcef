// Placeholder shapes; the table engine work defines them fully.
export type TableKind = 'baccarat' | 'roulette' | 'dragon-tiger';
export type TableBet = { spot: string; amount: string };
export type TableSummary = { kind: TableKind };
export type TableView = { kind: TableKind; roundId: string };
