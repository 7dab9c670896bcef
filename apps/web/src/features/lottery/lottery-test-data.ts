import type {
  BetRecordPage,
  DrawHistory,
  LotteryMenus,
  NearNumeros,
  OrderDetail,
  PrizeTable,
  Ticket,
} from '@croupier/contracts';

/** Answers of the lottery calls for the page tests, shaped by the contract. */
export const wingoMenus: LotteryMenus = {
  WINGO: {
    labelName: 'WinGo',
    gameGroupCode: 'WINGO',
    gameGroupId: 1,
    gameMenus: [
      { gameId: 1, code: 'WINGO_1', remark: 'WinGo 1 min', gameGroupCode: 'WINGO', defaultPlayType: 2, tag: ['hot'] },
      { gameId: 2, code: 'WINGO_3', remark: 'WinGo 3 min', gameGroupCode: 'WINGO', defaultPlayType: 2, tag: ['new'] },
    ],
  },
};

export function nearNumeros(gameCode: string, remainTime = 65_000): NearNumeros {
  const numero = {
    numero: '202611210101',
    isSale: true,
    remainTime,
    lockTime: 5,
    openTime: '2026-11-21T01:40:00.000Z',
    closeTime: '2026-11-21T01:40:55.000Z',
    drawTime: '2026-11-21T01:41:00.000Z',
  };
  return {
    gameId: 1,
    gameCode,
    serverTime: '2026-11-21T01:40:00.000Z',
    currentNumero: numero,
    nextNumero: null,
    previousNumero: null,
  };
}

export function fixedOddsTable(gameCode: string, plays: PrizeTable['plays']): PrizeTable {
  return {
    gameCode,
    gameGroupCode: 'WINGO',
    prizeMode: 'ELOTT',
    tableCode: 'default',
    tableVersion: 1,
    series: null,
    stakeFeePercent: '2',
    limits: {
      minStake: '1.00',
      maxStake: '10000.00',
      maxNumberStake: '50000.00',
      maxDrawStake: '100000.00',
      maxChasePeriods: 120,
    },
    allowCancel: true,
    plays,
  };
}

export const wingoTable = fixedOddsTable('WINGO_1', [
  {
    code: 'WINGO_NUMBER',
    name: 'Number',
    localName: 'Number 0-9',
    pricing: 'fixed-odds',
    prizes: [{ level: 'NUMBER', prize: '9.000' }],
    costUnits: 1,
    sampleSelections: ['7'],
  },
  {
    code: 'WINGO_BIG_SMALL',
    name: 'Big / small',
    localName: 'Big 5-9 / Small 0-4',
    pricing: 'fixed-odds',
    prizes: [{ level: 'BIG_SMALL', prize: '2.000' }],
    costUnits: 1,
    sampleSelections: ['BIG'],
  },
]);

export function drawHistory(gameCode: string, group: DrawHistory['gameGroupCode'], winNos: string[]): DrawHistory {
  return {
    gameCode,
    gameGroupCode: group,
    content: winNos.map((winNo, index) => ({
      numero: String(202611210100 - index),
      status: 'SETTLED',
      winNo,
      result: null,
      resultVersion: 1,
      drawTime: '2026-11-21T01:40:00.000Z',
      verifiable: group === 'WINGO' || group === 'VN_FAST',
      voidReason: null,
    })),
    pageNum: 1,
    totalPages: 1,
    total: winNos.length,
  };
}

export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return {
    orderDetailId: 'd-1',
    orderNo: 'LT100001',
    gameCode: 'WINGO_1',
    gameName: 'WinGo 1 min',
    gameGroupCode: 'WINGO',
    numero: '202611210101',
    playCode: 'WINGO_NUMBER',
    playName: 'Number',
    betContent: '7',
    betNum: 1,
    betAmount: '10.00',
    winAmount: '0.00',
    status: 'PENDING',
    statusCode: 2,
    chasePeriod: 1,
    totalChase: 1,
    winningNumber: null,
    betTime: '2026-11-21T01:40:10.000Z',
    settledAt: null,
    cancellable: false,
    ...overrides,
  };
}

export function recordPage(tickets: Ticket[], totals = { betAmount: '0.00', winAmount: '0.00' }): BetRecordPage {
  return { content: tickets, pageNum: 1, totalPages: 1, total: tickets.length, totals };
}

export function orderDetail(tickets: Ticket[]): OrderDetail {
  return {
    orderNo: 'LT100001',
    gameCode: 'WINGO_1',
    gameName: 'WinGo 1 min',
    gameGroupCode: 'WINGO',
    chase: tickets.length > 1,
    winningStop: true,
    totalChasePhases: tickets.length,
    completed: 1,
    totalBetAmount: '30.00',
    totalWinAmount: '0.00',
    createdAt: '2026-11-21T01:40:10.000Z',
    tickets,
  };
}
