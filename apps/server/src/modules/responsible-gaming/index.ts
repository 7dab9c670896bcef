export { describeRefusal, passMoneyGate } from './money-gate.service.js';
export type { GateMeasure, GateQuestion } from './money-gate.service.js';
