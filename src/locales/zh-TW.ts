/**
 * Traditional Chinese descriptions, in the vocabulary of the zh-TW rulebook（魔法秘笈）：元素、
 * 祭壇、小袋、元素池、家族圖板、空格、棄物盒、對手與記錄條（單人模式）。
 * @module
 */
import type { MateriaFilter } from '../state/steps.js';
import type { Colour, Rune } from '../state/materia.js';
import type { Phase } from '../state/types.js';
import type { PartialLocaleTable } from './definition.js';

const COLOURS: Readonly<Record<Colour, string>> = {
  red: '紅色', purple: '紫色', green: '綠色', black: '黑色', white: '白色', blue: '藍色', yellow: '黃色',
};
const RUNES: Readonly<Record<Rune, string>> = { circle: '圓形', triangle: '三角形', square: '方形' };
const PHASES: Readonly<Record<Phase, string>> = { morning: '早晨', midday: '正午', evening: '傍晚' };

const player = (n: number): string => `玩家${n}`;
const quoted = (spell: string): string => `「${spell}」`;
const list = (items: readonly string[]): string => items.join('、');
const orList = (items: readonly string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join('、')}或${items[items.length - 1] as string}`;

/** The clause a filter adds to a prompt, with its leading comma, or nothing. */
function filterClause(f: MateriaFilter | null): string {
  if (f === null) return '';
  const parts: string[] = [];
  if (f.colour !== undefined) parts.push(`顏色：${COLOURS[f.colour]}`);
  if (f.rune !== undefined) parts.push(`符文：${RUNES[f.rune]}`);
  if (f.sameColour === true && f.colour === undefined) parts.push('全部相同顏色');
  if (f.familiarColour === true) parts.push('顏色須與你家族圖板上的元素相同');
  return parts.map((p) => `，${p}`).join('');
}
const left = (count: number): string => (count > 1 ? `，還剩${count}個` : '');

/** The Traditional Chinese table: the messages it translates; English gives any it lacks (`npm run locales:table` lists them). */
export const zhTW: PartialLocaleTable = {
  player,
  actionBy: (who, action) => `${who}：${action}`,
  colours: COLOURS,
  runes: RUNES,
  materia: (colour, rune) => `${COLOURS[colour]}${RUNES[rune]}`,
  phases: PHASES,
  list,
  modes: { store: '儲存', take: '拿取' },
  stepNames: {
    draw: '抽取',
    'draw-until': '抽取',
    reveal: '抽取到祭壇',
    'others-draw': '抽取',
    take: '拿取',
    'take-store': '拿取並儲存',
    store: '儲存',
    discard: '棄掉',
    'swap-altar': '與祭壇交換',
    'swap-familiar': '與家族圖板交換',
    'clear-altar': '從祭壇棄掉元素',
    lower: '降低等級',
    raise: '提升等級',
    mode: '選擇方式',
    'phase-action': '額外行動',
    learn: '學習法術',
    'learn-discards': '儲存支付的元素',
    'store-from-discard': '從棄物盒儲存',
    'check-end': '檢查遊戲結束',
    'discard-held': '棄掉暫放的元素',
    'opponent-take': '為對手拿取',
    'opponent-draw': '為對手抽取',
    'opponent-place': '放置到對手的記錄條',
    'altar-refill': '補充祭壇',
    'close-day': '結束這一天',
  },
  actions: {
    take: (p) => `從祭壇拿取${p.materia}元素`,
    draw: () => '從小袋中抽取2個元素',
    store: (p) => `在家族圖板上儲存${p.materia}元素`,
    learn: (p) =>
      `以等級${p.level}學習${quoted(p.spell)}（卡牌上放置：${p.onCard}；支付：${list(p.spend)}）`,
    pass: () => '結束此階段',
    cast: (p) => p.from === null
      ? `使用${quoted(p.spell)}（等級${p.level}）`
      : `複製${player(p.from)}的${quoted(p.spell)}（等級${p.level}）`,
    pick: (p) => `選擇${p.materia}元素`,
    swap: (p) => `以${p.give}元素交換${p.get}元素`,
    raise: (p) => `將${quoted(p.spell)}提升1個等級`,
    mode: (p) => `選擇「${p.mode}」`,
    stop: () => '停止',
  },
  events: {
    'materia-drawn': (p) => `${player(p.player)}抽取了${p.materia}元素。`,
    'materia-revealed': (p) => `${p.materia}元素被抽取到祭壇上。`,
    'draw-lost': (p) => {
      const where = p.to === 'pool' ? '放入元素池' : p.to === 'altar' ? '放到祭壇上' : '給對手';
      return `小袋與棄物盒皆空：無法抽取元素${where}。`;
    },
    'pouch-refilled': (p) => `棄掉的元素放回小袋中（${p.count}個）。`,
    'materia-taken': (p) => `${player(p.player)}從祭壇拿取了${p.materia}元素。`,
    'materia-stored': (p) => p.from === 'pool'
      ? `${player(p.player)}在家族圖板上儲存了${p.materia}元素（第${p.space}格）。`
      : `${player(p.player)}從${p.from === 'altar' ? '祭壇' : '棄物盒'}拿取${p.materia}元素並儲存在家族圖板上（第${p.space}格）。`,
    'materia-discarded': (p) => p.from === 'altar'
      ? `祭壇上的${p.materia}元素被棄掉。`
      : p.from === 'pool'
        ? `${player(p.player)}棄掉了${p.materia}元素。`
        : `${player(p.player)}棄掉了暫放一旁的${p.materia}元素。`,
    'materia-held': (p) => `${player(p.player)}將${p.materia}元素暫放一旁，效果結束時棄掉。`,
    'spell-learned': (p) =>
      `${player(p.player)}以等級${p.level}學習了${quoted(p.spell)}，卡牌上放置${p.card}元素（支付：${list(p.spend)}）。`,
    passed: (p) => `${player(p.player)}結束了${PHASES[p.phase]}階段。`,
    'phase-started': (p) => `第${p.day}天：${player(p.player)}的${PHASES[p.phase]}階段開始。`,
    'altar-resupplied': (p) => {
      switch (p.rule) {
        case 'fill': return '祭壇補充至5個元素。';
        case 'add-one': return '祭壇增加1個元素。';
        case 'replace': return '祭壇上的元素全部棄掉，並抽取5個新元素放到祭壇上。';
        case 'solo-fill': return '祭壇補充至7個元素。';
        case 'solo-trim': return '祭壇削減至7個元素：多出的元素被棄掉。';
      }
    },
    'day-ended': (p) => `${player(p.player)}的第${p.day}天結束。`,
    'game-end-triggered': (p) => p.reason === 'seventh-spell'
      ? `${player(p.player)}學習了第7個法術：觸發遊戲結束。`
      : `${player(p.player)}的家族圖板已填滿：觸發遊戲結束。`,
    'game-ended': () => '遊戲結束。',
    'spell-cast': (p) => p.from === null
      ? `${player(p.player)}使用${quoted(p.spell)}（等級${p.level}）。`
      : `${player(p.player)}複製${player(p.from)}的${quoted(p.spell)}（等級${p.level}）。`,
    'spell-level-changed': (p) => `${player(p.player)}的${quoted(p.spell)}從等級${p.from}變為等級${p.to}。`,
    'materia-swapped': (p) => p.with === 'altar'
      ? `${player(p.player)}以元素池中的${p.give}元素交換祭壇上的${p.get}元素。`
      : `${player(p.player)}以元素池中的${p.give}元素交換家族圖板上的${p.get}元素（第${p.space}格）。`,
    'spell-triggered': (p) => `${player(p.player)}的${quoted(p.spell)}（等級${p.level}）觸發。`,
    'step-skipped': (p) => p.step === 'others-draw'
      ? `${player(p.player)}的元素池已滿：不抽取元素。`
      : `${player(p.player)}：${p.stepName}提前結束，還有${p.remaining}個元素未移動。`,
    'step-stopped': (p) => p.step === 'phase-action'
      ? `${player(p.player)}放棄額外行動。`
      : `${player(p.player)}停止${p.stepName}。`,
    'mode-chosen': (p) => `${player(p.player)}選擇「${p.mode}」。`,
    'opponent-placed': (p) => `${p.materia}元素被放置在對手的記錄條上（第${p.space}格）。`,
    'opponent-received': (p) => `${p.materia}元素${p.from === 'altar' ? '從祭壇' : '從小袋中'}被放置到對手圖板的下半部。`,
    'altar-refreshed': (p) => `第${p.space}格刷新祭壇：棄掉祭壇上的所有元素，並抽取7個新元素。`,
  },
  steps: {
    draw: (p) => `從小袋中抽取${p.count}個元素`,
    'draw-until': (p) => `抽取元素，直到你的元素池中有${p.size}個元素`,
    reveal: (p) => `從小袋中抽取${p.count}個元素放到祭壇上`,
    'others-draw': () => '其他每位玩家抽取1個元素',
    take: (p) => `選擇要從祭壇拿取的元素${filterClause(p.filter)}${left(p.count)}${p.optional ? '，或停止' : ''}`,
    'take-store': (p) => `選擇要從祭壇拿取並儲存在家族圖板上的元素${left(p.count)}`,
    store: (p) => `選擇要從元素池儲存在家族圖板上的元素${filterClause(p.filter)}${left(p.count)}`,
    discard: (p) => `選擇要從元素池棄掉${p.cost ? '作為代價' : ''}的元素${filterClause(p.filter)}${left(p.count)}`,
    'swap-altar': (p) => `選擇元素池中的1個元素與祭壇上的1個元素交換${left(p.count)}`,
    'swap-familiar': () => '選擇元素池中的1個元素與家族圖板上的1個元素交換',
    'clear-altar': (p) => {
      const range = p.max !== null ? `（共${p.min}至${p.max}個）` : p.min > 0 ? `（至少${p.min}個）` : '';
      return `選擇要從祭壇棄掉的元素${p.discarded >= p.min ? '，或停止' : ''}${range}${p.discarded > 0 ? `，已棄掉${p.discarded}個` : ''}`;
    },
    lower: (p) => (p.to === null ? '將卡牌下降1個等級' : `將卡牌下降至等級${p.to}`),
    raise: () => '選擇你另一個已學習的法術提升1個等級',
    mode: (p) => `選擇使用效果的方式：${orList(p.modes.map((m) => `「${m}」`))}`,
    'phase-action': (p) => p.as === 'copy'
      ? `以複製方式執行1個${PHASES[p.phase]}行動`
      : `執行1個額外的${PHASES[p.phase]}行動${p.optional ? '，或停止' : ''}`,
    learn: (p) => `學習1個法術：最多${p.wild}個任意顏色的${RUNES[p.rune]}元素可視為萬用元素`,
    'learn-discards': (p) => p.keep > 0
      ? `選擇1個學習此法術時支付的元素儲存在家族圖板上${left(p.keep)}`
      : `棄掉其餘支付的元素：${list(p.setAside)}`,
    'store-from-discard': (p) => `選擇要從棄物盒儲存在家族圖板上的元素${left(p.count)}`,
    'check-end': () => '檢查是否觸發遊戲結束',
    'discard-held': (p) => `棄掉暫放一旁的元素：${list(p.materia)}`,
    'opponent-take': () => '選擇祭壇上的1個元素放到對手圖板的下半部',
    'opponent-draw': () => '從小袋中抽取1個元素放到對手圖板的下半部',
    'opponent-place': () => '選擇祭壇上的1個元素放置在對手的記錄條上',
    'altar-refill': (p) => `補充祭壇至${p.size}個元素${p.refreshSpace === null ? '' : `，然後刷新祭壇（第${p.refreshSpace}格）`}`,
    'close-day': () => '結束這一天',
  },
  decisions: {
    phase: (p) => {
      const which = p.actionsTaken > 0 ? `（第${p.actionsTaken + 1}個行動）` : '';
      const options = p.phase === 'morning'
        ? '從祭壇拿取1個元素、抽取2個元素、使用法術或結束此階段'
        : p.phase === 'midday'
          ? '儲存1個元素、使用法術或結束此階段'
          : '學習法術、使用法術或結束此階段';
      return `${player(p.player)}，${PHASES[p.phase]}${which}：${options}`;
    },
    effect: (p) => `${player(p.player)}：${p.prompt}${p.spell === null ? '' : `（${p.spell}）`}`,
    'game-over': () => '遊戲結束',
  },
  violations: {
    'malformed-action': "這不是格式正確的動作。",
    'game-over': "遊戲已經結束。",
    'not-your-turn': "現在不是你行動的時候。",
    'wrong-phase': "這個動作屬於另一個階段。",
    'pool-full': "元素池已經有9個元素。",
    'not-on-altar': "祭壇上沒有這種元素。",
    'not-in-pool': "元素池中沒有這種元素。",
    'familiar-full': "家族圖板已經放滿。",
    'nothing-to-draw': "小袋與棄物盒皆空。",
    'spell-not-in-game': "這個法術不在本局遊戲的法術之中。",
    'already-learned': "這個法術已經學會了。",
    'invalid-payment': "這樣的支付無法以該等級學習這個法術：需要該顏色的單個元素（包括放到卡上的那個），加上符文相同、顏色不限的三個一組。",
    'not-learned': "這個法術尚未學會。",
    'learned-today': "這一天學會的法術要從下一天起才能使用。",
    'level-unavailable': "這個法術不能以該等級使用。",
    'not-usable': "現在無法使用這個法術：無法支付代價、沒有目標，或沒有任何元素會移動。",
    'wrong-step': "這個動作不是在回應目前的決定。",
    'not-an-option': "這個選擇不在選項之中。",
    'stale-step': "選擇這個動作之後，遊戲已經有了進展。",
  },
  violationsUnder: {
    wildTriples: {
      'other-colours': {
        'invalid-payment': "這樣的支付無法以該等級學習這個法術：需要該顏色的單個元素（包括放到卡上的那個），加上符文相同、且全由其他顏色組成的三個一組。",
      },
    },
    usableWhen: {
      'effect-fits': {
        'not-usable': "現在無法使用這個法術：無法支付代價、沒有目標、沒有任何元素會移動，或其效果無法完整執行。",
      },
    },
  },
};
