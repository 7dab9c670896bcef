import type { FishSpawn } from '../../src/fishing/fishing-field.js';
import type { FishingGameSummary } from '../../src/fishing/fishing-math.js';
import type { OpenSessionAnswer, VendorLanguage } from '../../src/play/play-contract.js';
import { errorMessageKey } from '../shared/common-messages.js';
import { element } from '../shared/dom.js';
import { createTranslator, defaultLanguage, languageLocales } from '../shared/i18n.js';
import type { Translate } from '../shared/i18n.js';
import { createMoneyFormat, scaleOf } from '../shared/money.js';
import type { MoneyFormat } from '../shared/money.js';
import { readPlayParameters } from '../shared/play-parameters.js';
import { showToast } from '../shared/toast.js';
import type { VendorClient } from '../shared/vendor-api.js';
import type { FishingMessageKey } from './fishing-messages.js';
import { fishingPageMessages } from './fishing-messages.js';
import type { FishingScene } from './fishing-scene.js';
import { createFishingSound } from './fishing-sound.js';

const fatalCodes = new Set(['SESSION_NOT_FOUND', 'LAUNCH_TOKEN_INVALID', 'PLAYER_BLOCKED', 'NOT_FOUND']);
/** Auto fire stays under the rooms' eight shots a second. */
const autoFireEveryMs = 170;

const clientSeedKey = 'croupier.fishing.clientSeed';
const clientSeedPattern = /^[\w-]{1,64}$/;

/** The player's seed: kept on this device, random from the browser's generator the first time. */
function readClientSeed(): string {
  try {
    const kept = window.localStorage.getItem(clientSeedKey);
    if (kept && clientSeedPattern.test(kept)) return kept;
  } catch {
    // Private mode: a fresh seed for this page.
  }
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

type RoundView = {
  roundId: string;
  bulletValue: string;
  magazineSize: number;
  fired: number;
  left: number;
  inFlight: number;
  win: string;
  commitment: string;
  state: 'buying' | 'firing' | 'draining' | 'closed';
};

type ServerMessage =
  | { type: 'ready'; serverTime: number }
  | {
      type: 'welcome';
      serverTime: number;
      room: string;
      seat: number;
      seats: number[];
      /** Other players' masked names by seat; a seat without one shows its number. */
      names?: Record<string, string>;
      bulletValues: string[];
      fish: FishSpawn[];
      balance: string;
      round: RoundView | null;
    }
  | { type: 'fish'; serverTime: number; fish: FishSpawn[] }
  | { type: 'round'; round: RoundView; balance: string }
  | {
      type: 'closed';
      roundId: string;
      win: string;
      refund: string;
      balance: string;
      serverSeed: string;
      commitment: string;
    }
  | { type: 'shot'; seat: number; points: [number, number, number][] }
  | { type: 'capture'; seat: number; fishIds: string[]; speciesId: string; multiplier: number; win: string }
  | { type: 'seat'; seat: number; taken: boolean; name?: string | null }
  | { type: 'refund'; fishId: string }
  | { type: 'error'; code: string; value: Record<string, string | number | null> | null };

function showMessageScreen(root: HTMLElement, message: string) {
  root.replaceChildren(
    element('div', { class: 'message-screen', role: 'alert' }, [
      element('div', { class: 'message-card' }, [element('p', {}, [message])]),
    ]),
  );
}

/**
 * The fishing page: trades the launch token for a session, joins a room over the live socket and shows what the
 * server decides. Buying a magazine, each shot and each capture travel through the socket; the balance shown is
 * the one the server last answered (after the magazine's bet, and after the round's closing win).
 */
export async function startFishingPage(root: HTMLElement, search: string, client: VendorClient): Promise<void> {
  const parameters = readPlayParameters(search);
  let language: VendorLanguage = parameters.language ?? defaultLanguage;
  let translate = createTranslator(fishingPageMessages, language);
  document.documentElement.lang = language;
  document.title = translate('fishing.title');
  root.replaceChildren(
    element('div', { class: 'message-screen', 'aria-busy': 'true' }, [
      element('div', { class: 'loading-spinner', 'aria-hidden': 'true' }),
      element('p', {}, [translate('common.loading')]),
    ]),
  );
  if (!parameters.token) return showMessageScreen(root, translate('error.LAUNCH_TOKEN_INVALID'));
  const opened = await client.post<OpenSessionAnswer>('/api/sessions', { token: parameters.token });
  if (!opened.ok) return showMessageScreen(root, translate(errorMessageKey(opened.code)));
  const session = opened.value;
  if (!parameters.language && session.language in languageLocales) {
    language = session.language;
    translate = createTranslator(fishingPageMessages, language);
    document.documentElement.lang = language;
  }
  if (!session.fishing) return showMessageScreen(root, translate('error.NOT_FOUND'));
  await mountFishing(root, session, session.fishing, translate, language);
}

function refusalText(translate: Translate<FishingMessageKey>, code: string, value: unknown): string {
  const key = `fishing.error.${code}` as FishingMessageKey;
  const values = Object.fromEntries(
    Object.entries((value ?? {}) as Record<string, unknown>).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
  return key in fishingPageMessages.th ? translate(key, values) : translate(errorMessageKey(code));
}

async function mountFishing(
  root: HTMLElement,
  session: OpenSessionAnswer,
  summary: FishingGameSummary,
  translate: Translate<FishingMessageKey>,
  language: VendorLanguage,
) {
  const money: MoneyFormat = createMoneyFormat(languageLocales[language], session.currency, scaleOf(session.balance));
  document.title = session.gameName;
  const sound = createFishingSound();
  let balanceMinor = money.toMinor(session.balance);
  let roomId: string = summary.rooms[0]!.id;
  let bulletValues: string[] = summary.rooms[0]!.bulletValuesMinor.map((value) => money.toDecimal(value));
  let bulletIndex = 0;
  let magazineSize = summary.magazineSizes[1] ?? summary.magazineSizes[0]!;
  let round: RoundView | null = null;
  let ownSeat = -1;
  const occupied = new Set<number>();
  const names = new Map<number, string>();
  let autoFire = false;
  let autoAim = true;
  let captures = 0;
  /** Shots this page sent in the open round, less the ones the room refused (each refusal answers one shot). */
  let sentShots = 0;
  let clientSeed = readClientSeed();
  let lastServerSeed = '';
  let socket: WebSocket | undefined;
  let scene: FishingScene | undefined = undefined;

  const text = (key: FishingMessageKey, values?: Record<string, string | number>) => translate(key, values);
  const balanceValue = element('strong', { class: 'fishing-balance', 'data-testid': 'fishing-balance' });
  const playMoney = session.mode === 'demo' ? element('span', { class: 'badge' }, [text('common.playMoney')]) : null;
  const soundButton = element('button', { type: 'button', class: 'icon-button', 'data-testid': 'fishing-sound' });
  const rulesButton = element('button', { type: 'button', class: 'icon-button' }, [text('fishing.rules')]);
  const header = element('header', { class: 'fishing-header' }, [
    element('h1', {}, [session.gameName]),
    element('div', { class: 'fishing-balance-box' }, [
      element('span', {}, [text('common.balance')]),
      balanceValue,
      playMoney,
    ]),
    soundButton,
    rulesButton,
  ]);
  const stage = element('div', { class: 'fishing-stage', 'data-testid': 'fishing-stage', 'data-captures': '0' });
  const hint = element('p', { class: 'fishing-hint' }, [text('fishing.hint')]);
  const result = element('p', { class: 'fishing-result', role: 'status', 'data-testid': 'fishing-result' });
  result.hidden = true;
  let resultTimer = 0;
  stage.append(hint, result);
  const roomButtons = summary.rooms.map((room) =>
    element('button', { type: 'button', class: 'segment', 'data-room': room.id }, [
      text(`fishing.room.${room.id}` as FishingMessageKey),
    ]),
  );
  const roomPicker = element(
    'div',
    { class: 'segments', role: 'group', 'aria-label': text('fishing.room') },
    roomButtons,
  );
  const bulletValueText = element('strong', { 'data-testid': 'fishing-bullet-value' });
  const bulletDown = element('button', { type: 'button', class: 'stepper', 'aria-label': text('fishing.bulletDown') }, [
    '−',
  ]);
  const bulletUp = element('button', { type: 'button', class: 'stepper', 'aria-label': text('fishing.bulletUp') }, [
    '+',
  ]);
  const magazineSelect = element(
    'select',
    { class: 'select', 'aria-label': text('fishing.magazine') },
    summary.magazineSizes.map((size) =>
      element('option', { value: size, selected: size === magazineSize }, [
        text('fishing.magazineSize', { count: size }),
      ]),
    ),
  );
  const buyButton = element('button', { type: 'button', class: 'button button-primary', 'data-testid': 'fishing-buy' });
  const bulletsLeft = element('strong', { 'data-testid': 'fishing-bullets-left' }, ['0']);
  const roundWin = element('strong', { 'data-testid': 'fishing-round-win' });
  const autoFireToggle = element(
    'button',
    {
      type: 'button',
      class: 'toggle',
      'aria-pressed': 'false',
      'data-testid': 'fishing-auto-fire',
    },
    [text('fishing.autoFire')],
  );
  const autoAimToggle = element(
    'button',
    {
      type: 'button',
      class: 'toggle',
      'aria-pressed': 'true',
      'data-testid': 'fishing-auto-aim',
    },
    [text('fishing.autoAim')],
  );
  const cashOutButton = element('button', { type: 'button', class: 'button', 'data-testid': 'fishing-cash-out' }, [
    text('fishing.cashOut'),
  ]);
  const controls = element('div', { class: 'fishing-controls' }, [
    roomPicker,
    element('div', { class: 'fishing-control' }, [
      element('span', {}, [text('fishing.bulletValue')]),
      element('div', { class: 'stepper-row' }, [bulletDown, bulletValueText, bulletUp]),
    ]),
    element('label', { class: 'fishing-control' }, [element('span', {}, [text('fishing.magazine')]), magazineSelect]),
    buyButton,
    element('div', { class: 'fishing-meter' }, [element('span', {}, [text('fishing.bulletsLeft')]), bulletsLeft]),
    element('div', { class: 'fishing-meter' }, [element('span', {}, [text('fishing.roundWin')]), roundWin]),
    autoAimToggle,
    autoFireToggle,
    cashOutButton,
  ]);
  const seedInput = element('input', {
    class: 'select seed-input',
    value: clientSeed,
    maxlength: 64,
    spellcheck: 'false',
    autocomplete: 'off',
    'data-testid': 'fishing-client-seed',
  });
  const commitmentText = element('code', { 'data-testid': 'fishing-commitment' });
  const lastSeedText = element('code', {});
  const fairness = element('section', { class: 'fishing-fairness' }, [
    element('h3', {}, [text('fishing.fairness.title')]),
    element('p', {}, [text('fishing.fairness.explain')]),
    element('label', {}, [element('span', {}, [text('fishing.fairness.clientSeed')]), seedInput]),
    element('p', {}, [element('span', {}, [text('fishing.fairness.commitment')]), commitmentText]),
    element('p', {}, [element('span', {}, [text('fishing.fairness.lastSeed')]), lastSeedText]),
  ]);
  seedInput.addEventListener('change', () => {
    const next = seedInput.value.trim();
    if (!clientSeedPattern.test(next)) {
      seedInput.value = clientSeed;
      showToast(text('fishing.error.INVALID_SEED'));
      return;
    }
    clientSeed = next;
    try {
      window.localStorage.setItem(clientSeedKey, clientSeed);
    } catch {
      // Private mode: the seed lasts for this page.
    }
  });
  const rules = renderRules(summary, translate, fairness);
  root.replaceChildren(element('div', { class: 'fishing-page' }, [header, stage, controls]), rules);

  function render() {
    balanceValue.textContent = money.format(balanceMinor);
    soundButton.textContent = sound.muted ? text('fishing.soundOff') : text('fishing.soundOn');
    soundButton.setAttribute('aria-pressed', String(!sound.muted));
    for (const button of roomButtons) {
      button.setAttribute('aria-pressed', String(button.dataset.room === roomId));
      button.disabled = Boolean(round && round.state !== 'closed');
    }
    const bulletValue = bulletValues[bulletIndex] ?? '0';
    bulletValueText.textContent = money.formatPlain(money.toMinor(bulletValue));
    const open = Boolean(round && round.state !== 'closed');
    bulletDown.disabled = open || bulletIndex === 0;
    bulletUp.disabled = open || bulletIndex >= bulletValues.length - 1;
    magazineSelect.disabled = open;
    buyButton.disabled = open || ownSeat < 0;
    buyButton.textContent =
      round?.state === 'buying'
        ? text('fishing.buying')
        : round && (round.state === 'draining' || (round.left === 0 && round.state !== 'closed'))
          ? text('fishing.settling')
          : text('fishing.buy', {
              count: magazineSize,
              amount: money.format(money.toMinor(bulletValue) * magazineSize),
            });
    bulletsLeft.textContent = String(round && round.state !== 'closed' ? round.left : 0);
    roundWin.textContent = money.format(round ? money.toMinor(round.win) : 0);
    cashOutButton.disabled = !round || round.state !== 'firing';
    autoFireToggle.setAttribute('aria-pressed', String(autoFire));
    autoAimToggle.setAttribute('aria-pressed', String(autoAim));
    stage.dataset.captures = String(captures);
    stage.dataset.round = round?.state ?? 'none';
    commitmentText.textContent = round?.commitment || '—';
    lastSeedText.textContent = lastServerSeed || '—';
  }

  const sendMessage = (message: unknown) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  function fireAt(angle: number, targetId: string | null) {
    if (!round || round.state !== 'firing' || round.left <= 0) return;
    if (round.magazineSize - sentShots <= 0) return;
    sendMessage({ type: 'fire', angle, targetId });
    // Counted here at once, so auto fire never sends a shot past the magazine before the server's count arrives.
    sentShots += 1;
    sound.shot();
  }

  soundButton.addEventListener('click', () => {
    sound.setMuted(!sound.muted);
    render();
  });
  rulesButton.addEventListener('click', () => rules.showModal());
  for (const button of roomButtons)
    button.addEventListener('click', () => {
      const room = summary.rooms.find((candidate) => candidate.id === button.dataset.room);
      if (!room || room.id === roomId) return;
      roomId = room.id;
      bulletValues = room.bulletValuesMinor.map((value) => money.toDecimal(value));
      bulletIndex = 0;
      ownSeat = -1;
      sendMessage({ type: 'join', room: roomId });
      render();
    });
  bulletDown.addEventListener('click', () => {
    bulletIndex = Math.max(0, bulletIndex - 1);
    render();
  });
  bulletUp.addEventListener('click', () => {
    bulletIndex = Math.min(bulletValues.length - 1, bulletIndex + 1);
    render();
  });
  magazineSelect.addEventListener('change', () => {
    magazineSize = Number(magazineSelect.value);
    render();
  });
  buyButton.addEventListener('click', () => {
    sendMessage({ type: 'buy', bulletValue: bulletValues[bulletIndex], size: magazineSize, clientSeed });
    round = {
      roundId: '',
      bulletValue: bulletValues[bulletIndex] ?? '0',
      magazineSize,
      fired: 0,
      left: magazineSize,
      inFlight: 0,
      win: '0',
      commitment: '',
      state: 'buying',
    };
    render();
  });
  cashOutButton.addEventListener('click', () => sendMessage({ type: 'cashout' }));
  autoFireToggle.addEventListener('click', () => {
    autoFire = !autoFire;
    render();
  });
  autoAimToggle.addEventListener('click', () => {
    autoAim = !autoAim;
    if (!autoAim) scene?.lock(null);
    render();
  });

  window.setInterval(() => {
    if (!autoFire || !scene || !round || round.state !== 'firing' || round.left <= 0 || round.inFlight >= 18) return;
    const target = autoAim ? scene.autoTarget() : null;
    if (autoAim && !target) return;
    fireAt(target ? target.angle : -Math.PI / 2, target?.id ?? null);
  }, autoFireEveryMs);

  function onMessage(message: ServerMessage) {
    switch (message.type) {
      case 'ready':
        sendMessage({ type: 'join', room: roomId });
        return;
      case 'welcome':
        ownSeat = message.seat;
        roomId = message.room;
        balanceMinor = money.toMinor(message.balance);
        round = message.round;
        sentShots = message.round?.fired ?? 0;
        scene?.setServerOffset(message.serverTime - Date.now());
        occupied.clear();
        for (const seat of message.seats) occupied.add(seat);
        names.clear();
        for (const [seat, name] of Object.entries(message.names ?? {})) names.set(Number(seat), name);
        scene?.setSeats(message.seat, [...occupied]);
        scene?.addFish(message.fish);
        break;
      case 'fish':
        scene?.setServerOffset(message.serverTime - Date.now());
        scene?.addFish(message.fish);
        return;
      case 'round':
        if (message.round.roundId !== round?.roundId) sentShots = message.round.fired;
        round = message.round;
        balanceMinor = money.toMinor(message.balance);
        break;
      case 'closed':
        balanceMinor = money.toMinor(message.balance);
        lastServerSeed = message.serverSeed;
        if (round) round = { ...round, state: 'closed', win: message.win };
        // A settled round is news, not a refusal: it shows on the field rather than in the error toast.
        result.textContent = text('fishing.settled', {
          win: money.format(money.toMinor(message.win)),
          refund: money.format(money.toMinor(message.refund)),
        });
        result.hidden = false;
        window.clearTimeout(resultTimer);
        resultTimer = window.setTimeout(() => {
          result.hidden = true;
        }, 5_000);
        break;
      case 'shot':
        scene?.shot(message.seat, message.points);
        hint.hidden = true;
        return;
      case 'capture': {
        const own = message.seat === ownSeat;
        if (own) captures += 1;
        const species = summary.species.find((candidate) => candidate.id === message.speciesId);
        scene?.capture({
          seat: message.seat,
          fishIds: message.fishIds,
          kind: species?.kind ?? 'normal',
          own,
          label: own ? `+${money.formatPlain(money.toMinor(message.win))}` : `×${message.multiplier}`,
        });
        if (own) {
          sound.capture(message.multiplier);
          if (species?.kind === 'bomb') sound.boom();
        }
        break;
      }
      case 'seat':
        if (message.seat === ownSeat) return;
        if (message.taken) occupied.add(message.seat);
        else occupied.delete(message.seat);
        if (message.taken && message.name) names.set(message.seat, message.name);
        else names.delete(message.seat);
        scene?.setSeats(ownSeat, [...occupied]);
        return;
      case 'refund':
        return;
      case 'error':
        if (['TOO_FAST', 'TOO_MANY_BULLETS', 'MAGAZINE_EMPTY', 'NO_MAGAZINE'].includes(message.code)) sentShots -= 1;
        // Auto fire meets these limits in passing: the shot did not leave, which needs no message.
        if (['TOO_FAST', 'TOO_MANY_BULLETS', 'MAGAZINE_EMPTY'].includes(message.code)) return;
        if (round?.state === 'buying') round = null;
        if (message.value && typeof message.value.balance === 'string')
          balanceMinor = money.toMinor(message.value.balance);
        showToast(refusalText(translate, message.code, message.value));
        if (fatalCodes.has(message.code)) autoFire = false;
        break;
    }
    render();
  }

  let reconnectDelay = 500;
  function connect() {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const next = new WebSocket(`${protocol}//${window.location.host}/api/live/fishing`);
    socket = next;
    next.addEventListener('open', () => {
      reconnectDelay = 500;
      next.send(JSON.stringify({ sessionId: session.sessionId }));
    });
    next.addEventListener('message', (event: MessageEvent<string>) => {
      try {
        onMessage(JSON.parse(event.data) as ServerMessage);
      } catch {
        // A message the page cannot read is skipped; the next state message corrects the view.
      }
    });
    next.addEventListener('close', (event) => {
      if (socket !== next) return;
      ownSeat = -1;
      render();
      if (event.code === 4401) return showMessageScreen(root, translate('error.SESSION_NOT_FOUND'));
      showToast(text('fishing.reconnecting'));
      window.setTimeout(connect, reconnectDelay);
      reconnectDelay = Math.min(8_000, reconnectDelay * 2);
    });
  }

  render();
  // The renderer loads after the controls show; the socket waits for it so no fish arrive before it can draw them.
  const { createFishingScene } = await import('./fishing-scene.js');
  const loaded = await createFishingScene(stage, {
    theme: summary.theme,
    species: summary.species.map((species) => ({
      id: species.id,
      kind: species.kind,
      label:
        species.kind === 'boss'
          ? `×${Math.min(...species.wheel.map((slice) => slice.multiplier))}+`
          : species.kind === 'normal'
            ? `×${species.multiplier}`
            : `×${species.multiplier}+`,
    })),
    seatLabels: (seat, own) =>
      own ? text('fishing.you') : (names.get(seat) ?? `${text('fishing.player')} ${seat + 1}`),
  });
  scene = loaded;
  loaded.onTap((point, fishId) => {
    if (fishId && autoAim) loaded.lock(fishId);
    if (!autoFire) fireAt(loaded.angleTo(point), autoAim ? fishId : null);
  });
  connect();
}

function renderRules(
  summary: FishingGameSummary,
  translate: Translate<FishingMessageKey>,
  fairness: HTMLElement,
): HTMLDialogElement {
  const close = element('button', { type: 'button', class: 'button' }, [translate('common.close')]);
  const rows = summary.species.map((species) => {
    const pay =
      species.kind === 'normal'
        ? `×${species.multiplier}`
        : species.kind === 'boss'
          ? translate('fishing.rules.payBoss', {
              low: Math.min(...species.wheel.map((slice) => slice.multiplier)),
              high: Math.max(...species.wheel.map((slice) => slice.multiplier)),
            })
          : translate(
              species.kind === 'bomb'
                ? 'fishing.rules.payBomb'
                : species.kind === 'chain'
                  ? 'fishing.rules.payChain'
                  : 'fishing.rules.payDrill',
              { multiplier: species.multiplier, limit: species.limit },
            );
    return element('tr', {}, [
      element('td', {}, [translate(`species.${species.id}` as FishingMessageKey)]),
      element('td', {}, [pay]),
    ]);
  });
  const boss = summary.species.find((species) => species.kind === 'boss');
  const dialog = element('dialog', { class: 'fishing-rules', 'data-testid': 'fishing-rules' }, [
    // The dialog opens at its top: focus goes to the title, not to the seed field further down.
    element('h2', { tabindex: -1, autofocus: true }, [translate('fishing.rules.title')]),
    element('p', { 'data-testid': 'fishing-rtp' }, [translate('fishing.rules.rtp', { rtp: summary.rtpPercent })]),
    element('p', {}, [translate('fishing.rules.skill')]),
    element('p', {}, [translate('fishing.rules.magazine')]),
    element('p', {}, [translate('fishing.rules.specials')]),
    boss && boss.kind === 'boss'
      ? element('p', {}, [
          translate('fishing.rules.boss', {
            wheel: boss.wheel.map((slice) => `×${slice.multiplier} (${slice.weight})`).join(', '),
            average: boss.expectedAward,
          }),
        ])
      : null,
    element('p', {}, [translate('fishing.rules.limits')]),
    element('table', {}, [
      element('tbody', {}, [
        element('tr', {}, [element('th', {}, ['']), element('th', {}, [translate('fishing.rules.pay')])]),
        ...rows,
      ]),
    ]),
    fairness,
    close,
  ]);
  close.addEventListener('click', () => dialog.close());
  return dialog;
}
