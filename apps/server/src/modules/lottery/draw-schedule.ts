/**
 * Fast games: `drawsPerDay` draws every `cycleSeconds`, counted in elapsed seconds from local midnight of the
 * schedule's time zone (the last draw of a day falls at the next local midnight). Betting on draw n opens when
 * draw n-1 is drawn and closes `closeLeadSeconds` before draw n. The numero is the local day and the sequence
 * (`202611210001`). Zones with daylight saving would shift the day; every lottery zone we serve has none.
 */
export type IntervalSchedule = {
  kind: 'interval';
  timeZone: string;
  cycleSeconds: number;
  drawsPerDay: number;
  closeLeadSeconds: number;
  sequenceDigits: number;
};

/** Which local days hold a draw: a weekly rota (ISO weekdays, 1 = Monday) or the Thai government calendar. */
export type DrawDays = { rule: 'weekly'; weekdays: readonly number[] } | { rule: 'thai-government' };

/**
 * Draws on chosen days at one local time (official feeds: Vietnam, Thai, Lao, 4D). The numero is the local day
 * (`20261121`). Sales open when the previous draw is drawn, or a number of days before at a local time (Lao).
 * `extraDates` and `skippedDates` carry the operator's corrections: special draws, holidays, Tết.
 */
export type CalendarSchedule = {
  kind: 'calendar';
  timeZone: string;
  days: DrawDays;
  drawTime: string;
  closeTime: string;
  opens: { rule: 'after-previous-draw' } | { rule: 'days-before'; days: number; time: string };
  extraDates?: readonly string[];
  skippedDates?: readonly string[];
};

export type DrawSchedule = IntervalSchedule | CalendarSchedule;

/** One draw of a schedule. `sequence` (1-based within the local day) is also its index in the day's seed chain. */
export type ScheduledDraw = {
  numero: string;
  day: string;
  sequence: number;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
};

const secondsPerDay = 86_400;
const searchDays = 400;
const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^(\d{2}):(\d{2})$/;

function parseDay(day: string): { year: number; month: number; date: number } {
  const match = dayPattern.exec(day);
  if (!match) throw new RangeError(`not a day: ${day}`);
  const [, year = '', month = '', date = ''] = match;
  const parsed = { year: Number(year), month: Number(month), date: Number(date) };
  const check = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.date));
  if (check.getUTCMonth() !== parsed.month - 1 || check.getUTCDate() !== parsed.date) {
    throw new RangeError(`not a day: ${day}`);
  }
  return parsed;
}

function secondsOfTime(time: string): number {
  const match = timePattern.exec(time);
  if (!match) throw new RangeError(`not a local time: ${time}`);
  const [, hours = '', minutes = ''] = match;
  return Number(hours) * 3600 + Number(minutes) * 60;
}

export function addDays(day: string, count: number): string {
  const { year, month, date } = parseDay(day);
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** ISO weekday of a calendar day: 1 = Monday ... 7 = Sunday. */
export function weekdayOf(day: string): number {
  const { year, month, date } = parseDay(day);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay() || 7;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC; one formatter per zone, since building one costs far more than using it. */
function offsetMinutes(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) parts[part.type] = Number(part.value);
  const wallClock = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((wallClock - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The local calendar day of an instant in a time zone. */
export function localDayOf(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  return new Date(time + offsetMinutes(time, timeZone) * 60_000).toISOString().slice(0, 10);
}

/** The instant a local wall-clock time (seconds after midnight) of a local day occurs in a time zone. */
export function localTimeToInstant(day: string, secondsAfterMidnight: number, timeZone: string): Date {
  const { year, month, date } = parseDay(day);
  const wallClock = Date.UTC(year, month - 1, date) + secondsAfterMidnight * 1000;
  const guess = wallClock - offsetMinutes(wallClock, timeZone) * 60_000;
  return new Date(wallClock - offsetMinutes(guess, timeZone) * 60_000);
}

const compactDay = (day: string) => day.replaceAll('-', '');

/**
 * The Thai Government Lottery draws on the 1st and 16th. Long-standing shifts: the 1 January draw moves to
 * 30 December, 16 January to 17 January (Teachers' Day), 1 May to 2 May (Labour Day). Other moves are announced
 * by the GLO each year and go into a schedule's `extraDates` / `skippedDates`.
 */
export function thaiGovernmentDrawDays(year: number): string[] {
  const days: string[] = [];
  const pad = (value: number) => String(value).padStart(2, '0');
  for (let month = 1; month <= 12; month += 1) {
    for (const date of [1, 16]) {
      if (month === 1 && date === 1) continue;
      if (month === 1 && date === 16) days.push(`${year}-01-17`);
      else if (month === 5 && date === 1) days.push(`${year}-05-02`);
      else days.push(`${year}-${pad(month)}-${pad(date)}`);
    }
  }
  days.push(`${year}-12-30`);
  return days;
}

export function isDrawDay(schedule: CalendarSchedule, day: string): boolean {
  if (schedule.skippedDates?.includes(day)) return false;
  if (schedule.extraDates?.includes(day)) return true;
  if (schedule.days.rule === 'weekly') return schedule.days.weekdays.includes(weekdayOf(day));
  return thaiGovernmentDrawDays(parseDay(day).year).includes(day);
}

function intervalDraw(schedule: IntervalSchedule, day: string, sequence: number, midnight?: number): ScheduledDraw {
  const start = midnight ?? localTimeToInstant(day, 0, schedule.timeZone).getTime();
  const drawAt = start + sequence * schedule.cycleSeconds * 1000;
  return {
    numero: `${compactDay(day)}${String(sequence).padStart(schedule.sequenceDigits, '0')}`,
    day,
    sequence,
    openAt: new Date(drawAt - schedule.cycleSeconds * 1000),
    closeAt: new Date(drawAt - schedule.closeLeadSeconds * 1000),
    drawAt: new Date(drawAt),
  };
}

/** The sequence of the last draw at or before `instant` within its local day (0 when none yet). */
function intervalPosition(schedule: IntervalSchedule, instant: Date) {
  const day = localDayOf(instant, schedule.timeZone);
  const midnight = localTimeToInstant(day, 0, schedule.timeZone).getTime();
  const elapsed = Math.floor((instant.getTime() - midnight) / (schedule.cycleSeconds * 1000));
  return { day, midnight, drawn: Math.min(elapsed, schedule.drawsPerDay) };
}

function previousDrawDay(schedule: CalendarSchedule, day: string): string | null {
  for (let back = 1; back <= searchDays; back += 1) {
    const candidate = addDays(day, -back);
    if (isDrawDay(schedule, candidate)) return candidate;
  }
  return null;
}

function calendarDraw(schedule: CalendarSchedule, day: string): ScheduledDraw {
  const drawAt = localTimeToInstant(day, secondsOfTime(schedule.drawTime), schedule.timeZone);
  const closeAt = localTimeToInstant(day, secondsOfTime(schedule.closeTime), schedule.timeZone);
  let openAt: Date;
  if (schedule.opens.rule === 'days-before') {
    openAt = localTimeToInstant(
      addDays(day, -schedule.opens.days),
      secondsOfTime(schedule.opens.time),
      schedule.timeZone,
    );
  } else {
    const previous = previousDrawDay(schedule, day);
    openAt = previous
      ? localTimeToInstant(previous, secondsOfTime(schedule.drawTime), schedule.timeZone)
      : new Date(closeAt.getTime() - secondsPerDay * 1000);
  }
  return { numero: compactDay(day), day, sequence: 1, openAt, closeAt, drawAt };
}

/** Every draw of a local day, in order (none on a day without a draw). */
export function listDrawsOfDay(schedule: DrawSchedule, day: string): ScheduledDraw[] {
  if (schedule.kind === 'interval') {
    const midnight = localTimeToInstant(day, 0, schedule.timeZone).getTime();
    return Array.from({ length: schedule.drawsPerDay }, (_, index) => intervalDraw(schedule, day, index + 1, midnight));
  }
  return isDrawDay(schedule, day) ? [calendarDraw(schedule, day)] : [];
}

/** The draw a numero names, or null when the schedule never produces it. */
export function findDrawByNumero(schedule: DrawSchedule, numero: string): ScheduledDraw | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d*)$/.exec(numero);
  if (!match) return null;
  const [, year = '', month = '', date = '', rest = ''] = match;
  const day = `${year}-${month}-${date}`;
  try {
    parseDay(day);
  } catch {
    return null;
  }
  if (schedule.kind === 'interval') {
    if (rest.length !== schedule.sequenceDigits) return null;
    const sequence = Number(rest);
    if (sequence < 1 || sequence > schedule.drawsPerDay) return null;
    return intervalDraw(schedule, day, sequence);
  }
  return rest === '' && isDrawDay(schedule, day) ? calendarDraw(schedule, day) : null;
}

/** Draws whose draw time is after `instant`, in order, starting with the current one. */
export function listUpcomingDraws(schedule: DrawSchedule, instant: Date, count: number): ScheduledDraw[] {
  const found: ScheduledDraw[] = [];
  if (schedule.kind === 'interval') {
    const position = intervalPosition(schedule, instant);
    let { day, drawn: sequence } = position;
    let midnight: number | undefined = position.midnight;
    while (found.length < count) {
      sequence += 1;
      if (sequence > schedule.drawsPerDay) {
        day = addDays(day, 1);
        midnight = undefined;
        sequence = 1;
      }
      const draw = intervalDraw(schedule, day, sequence, midnight);
      if (draw.drawAt.getTime() > instant.getTime()) found.push(draw);
    }
    return found;
  }
  const firstDay = addDays(localDayOf(instant, schedule.timeZone), -1);
  for (let offset = 0; offset <= searchDays && found.length < count; offset += 1) {
    const day = addDays(firstDay, offset);
    if (!isDrawDay(schedule, day)) continue;
    const draw = calendarDraw(schedule, day);
    if (draw.drawAt.getTime() > instant.getTime()) found.push(draw);
  }
  return found;
}

/** The last draw drawn at or before `instant`. */
export function findPreviousDraw(schedule: DrawSchedule, instant: Date): ScheduledDraw | null {
  if (schedule.kind === 'interval') {
    const { day, midnight, drawn } = intervalPosition(schedule, instant);
    if (drawn >= 1) return intervalDraw(schedule, day, drawn, midnight);
    return intervalDraw(schedule, addDays(day, -1), schedule.drawsPerDay);
  }
  const lastDay = localDayOf(instant, schedule.timeZone);
  for (let offset = 0; offset <= searchDays; offset += 1) {
    const day = addDays(lastDay, -offset);
    if (!isDrawDay(schedule, day)) continue;
    const draw = calendarDraw(schedule, day);
    if (draw.drawAt.getTime() <= instant.getTime()) return draw;
  }
  return null;
}

/** Bets are taken from the draw's opening up to, not including, its close. */
export function isOnSale(draw: ScheduledDraw, instant: Date): boolean {
  return draw.openAt.getTime() <= instant.getTime() && instant.getTime() < draw.closeAt.getTime();
}

/**
 * The three draws the countdown widgets show (`/lgw/numeros/near`): the last one drawn, the current one (the
 * next to be drawn, on sale or closed awaiting its draw) and the one after.
 */
export function findNearDraws(
  schedule: DrawSchedule,
  instant: Date,
): { previous: ScheduledDraw | null; current: ScheduledDraw | null; next: ScheduledDraw | null } {
  const [current = null, next = null] = listUpcomingDraws(schedule, instant, 2);
  return { previous: findPreviousDraw(schedule, instant), current, next };
}

export type VietnamRegion = 'N' | 'C' | 'S';

/** A provincial lottery company and the weekdays it draws (ISO weekdays, 1 = Monday). */
export type VietnamStation = { code: string; name: string; region: VietnamRegion; weekdays: readonly number[] };

/**
 * The weekly rota of the Vietnamese lotteries (xổ số kiến thiết). The North draws one province a day for the
 * whole region, so it is one game; the Central and South provinces each run their own draw. Operators keep this
 * table current (the 2025 provincial mergers may change it).
 */
export const vietnamStations: readonly VietnamStation[] = [
  { code: 'HANOI', name: 'Hà Nội', region: 'N', weekdays: [1, 4] },
  { code: 'QUANGNINH', name: 'Quảng Ninh', region: 'N', weekdays: [2] },
  { code: 'BACNINH', name: 'Bắc Ninh', region: 'N', weekdays: [3] },
  { code: 'HAIPHONG', name: 'Hải Phòng', region: 'N', weekdays: [5] },
  { code: 'NAMDINH', name: 'Nam Định', region: 'N', weekdays: [6] },
  { code: 'THAIBINH', name: 'Thái Bình', region: 'N', weekdays: [7] },
  { code: 'HUE', name: 'Thừa Thiên Huế', region: 'C', weekdays: [1, 7] },
  { code: 'PHUYEN', name: 'Phú Yên', region: 'C', weekdays: [1] },
  { code: 'DAKLAK', name: 'Đắk Lắk', region: 'C', weekdays: [2] },
  { code: 'QUANGNAM', name: 'Quảng Nam', region: 'C', weekdays: [2] },
  { code: 'DANANG', name: 'Đà Nẵng', region: 'C', weekdays: [3, 6] },
  { code: 'KHANHHOA', name: 'Khánh Hòa', region: 'C', weekdays: [3, 7] },
  { code: 'BINHDINH', name: 'Bình Định', region: 'C', weekdays: [4] },
  { code: 'QUANGTRI', name: 'Quảng Trị', region: 'C', weekdays: [4] },
  { code: 'QUANGBINH', name: 'Quảng Bình', region: 'C', weekdays: [4] },
  { code: 'GIALAI', name: 'Gia Lai', region: 'C', weekdays: [5] },
  { code: 'NINHTHUAN', name: 'Ninh Thuận', region: 'C', weekdays: [5] },
  { code: 'QUANGNGAI', name: 'Quảng Ngãi', region: 'C', weekdays: [6] },
  { code: 'DAKNONG', name: 'Đắk Nông', region: 'C', weekdays: [6] },
  { code: 'KONTUM', name: 'Kon Tum', region: 'C', weekdays: [7] },
  { code: 'HOCHIMINH', name: 'TP. Hồ Chí Minh', region: 'S', weekdays: [1, 6] },
  { code: 'DONGTHAP', name: 'Đồng Tháp', region: 'S', weekdays: [1] },
  { code: 'CAMAU', name: 'Cà Mau', region: 'S', weekdays: [1] },
  { code: 'BENTRE', name: 'Bến Tre', region: 'S', weekdays: [2] },
  { code: 'VUNGTAU', name: 'Vũng Tàu', region: 'S', weekdays: [2] },
  { code: 'BACLIEU', name: 'Bạc Liêu', region: 'S', weekdays: [2] },
  { code: 'DONGNAI', name: 'Đồng Nai', region: 'S', weekdays: [3] },
  { code: 'CANTHO', name: 'Cần Thơ', region: 'S', weekdays: [3] },
  { code: 'SOCTRANG', name: 'Sóc Trăng', region: 'S', weekdays: [3] },
  { code: 'TAYNINH', name: 'Tây Ninh', region: 'S', weekdays: [4] },
  { code: 'ANGIANG', name: 'An Giang', region: 'S', weekdays: [4] },
  { code: 'BINHTHUAN', name: 'Bình Thuận', region: 'S', weekdays: [4] },
  { code: 'VINHLONG', name: 'Vĩnh Long', region: 'S', weekdays: [5] },
  { code: 'BINHDUONG', name: 'Bình Dương', region: 'S', weekdays: [5] },
  { code: 'TRAVINH', name: 'Trà Vinh', region: 'S', weekdays: [5] },
  { code: 'LONGAN', name: 'Long An', region: 'S', weekdays: [6] },
  { code: 'BINHPHUOC', name: 'Bình Phước', region: 'S', weekdays: [6] },
  { code: 'HAUGIANG', name: 'Hậu Giang', region: 'S', weekdays: [6] },
  { code: 'TIENGIANG', name: 'Tiền Giang', region: 'S', weekdays: [7] },
  { code: 'KIENGIANG', name: 'Kiên Giang', region: 'S', weekdays: [7] },
  { code: 'DALAT', name: 'Đà Lạt', region: 'S', weekdays: [7] },
];

/** Draw and close times per region (GMT+7). Draws start with the small prizes; sales close before the first ball. */
export const vietnamRegionTimes: Readonly<Record<VietnamRegion, { drawTime: string; closeTime: string }>> = {
  N: { drawTime: '18:15', closeTime: '18:10' },
  C: { drawTime: '17:15', closeTime: '17:10' },
  S: { drawTime: '16:15', closeTime: '16:10' },
};

/** The stations that draw on a local day in a region. */
export function listVietnamStationsOfDay(region: VietnamRegion, day: string): VietnamStation[] {
  const weekday = weekdayOf(day);
  return vietnamStations.filter((station) => station.region === region && station.weekdays.includes(weekday));
}
