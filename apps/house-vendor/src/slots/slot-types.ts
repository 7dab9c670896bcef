// Placeholder shapes; the slot engine work defines them fully.
export type SlotModelSummary = { modelId: string };
export type SlotOutcome = { totalWinMinor: number };
