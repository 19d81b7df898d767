/**
 * The printed spells' rules texts in Traditional Chinese, per level: short card-style texts that state what
 * each level does (rules §7), written from the rulebooks' card appendices and the rules. Plain
 * text with rune words; no markup. The texts read the printed rules; where a rule profile's point
 * reads a spell otherwise (rules §0), {@link ZH_TW_SPELL_TEXT_VARIANTS} rewords the clauses it
 * changes. Display text only: the engine never puts it in the state or the events.
 * @module
 */
import type { Level } from '../../state/types.js';
import type { LevelTexts } from '../../spells/types.js';
import type { SpellTextTable, SpellTextVariants } from '../definition.js';
import { atLevels, byRune, every, perMirageLevel } from '../spell-text-helpers.js';

/** The rune of each level (Sacrifice, Levitation, Time Travel) as the texts write it. */
const RUNE: LevelTexts = { 3: '○（圓形）', 4: '△（三角形）', 5: '□（方形）' };

/** The printed spells' texts in Traditional Chinese, by spell id: the printed reading of every rule point; English gives the texts of a spell it lacks. */
export const ZH_TW_SPELL_TEXTS: Partial<SpellTextTable> = {
  // ---- red ---------------------------------------------------------------------------------
  sacrifice: /* @__PURE__ */ byRune(RUNE, (r) => `棄掉1個 ${r} 元素，接著抽取4個元素。`),
  eruption: { 3: '抽取元素，直到你的元素池中有4個元素。', 4: '抽取元素，直到你的元素池中有5個元素。', 5: '抽取元素，直到你的元素池中有6個元素。' },
  blaze: /* @__PURE__ */ every('抽取4個元素。接著其他每位玩家依順時鐘順序，必須從祭壇中拿取1個元素（除非祭壇是空的，或其元素池已滿）。'),
  // ---- purple ------------------------------------------------------------------------------
  levitation: /* @__PURE__ */ byRune(RUNE, (r) => `從祭壇中拿取2個 ${r} 元素。`),
  sharing: {
    3: '從祭壇中拿取1個元素，接著抽取1個元素。然後其他每位玩家抽取1個元素（除非其元素池已滿）。',
    4: '從祭壇中拿取2個元素。然後其他每位玩家抽取1個元素（除非其元素池已滿）。',
    5: '從祭壇中拿取3個元素。然後其他每位玩家抽取1個元素（除非其元素池已滿）。',
  },
  divination: {
    3: '從小袋中抽取2個元素放到祭壇上，接著拿取2個元素，然後棄掉1個元素。',
    4: '從小袋中抽取2個元素放到祭壇上，接著最多拿取2個相同顏色的元素。',
    5: '從小袋中抽取2個元素放到祭壇上，接著拿取2個元素。',
  },
  // ---- green -------------------------------------------------------------------------------
  purification: {
    3: '將你元素池中的1個元素與祭壇上的1個元素交換。',
    4: '將你元素池中的2個元素與祭壇上的2個元素交換。',
    5: '將你元素池中的3個元素與祭壇上的3個元素交換。',
  },
  cure: { 3: '抽取1個元素，接著棄掉1個元素。', 4: '抽取2個元素，接著棄掉2個元素。', 5: '抽取3個元素，接著棄掉3個元素。' },
  growth: {
    3: '將你元素池中的1個元素與你家族圖板上的1個元素交換（放入該空格）。成長卡牌上的元素不移動。',
    4: '從祭壇中拿取2個元素並儲存，接著將成長下降至等級3。',
    5: '從祭壇中拿取3個元素並儲存，接著將成長下降至等級4。',
  },
  // ---- black -------------------------------------------------------------------------------
  offering: { 3: '從你的元素池中儲存2個相同顏色的元素。', 4: '從你的元素池中儲存3個相同顏色的元素。', 5: '從你的元素池中儲存4個相同顏色的元素。' },
  focus: {
    3: '從你的元素池中儲存1個與卡牌符文相同的元素。',
    4: '從你的元素池中儲存2個與卡牌符文相同的元素；或者從祭壇中拿取1個與卡牌符文相同的元素。',
    5: '從你的元素池中儲存3個與卡牌符文相同的元素；或者從祭壇中拿取2個與卡牌符文相同的元素。',
  },
  feast: {
    3: '從祭壇中拿取1個元素，其顏色須與你家族圖板上的某個元素相同。',
    4: '從祭壇中拿取1個元素並儲存。',
    5: '沒有自己的行動（等級3與等級4仍可使用）。遊戲結束時：你的家族圖板上每有一種不同顏色，+1分。',
  },
  // ---- white -------------------------------------------------------------------------------
  'time-travel': /* @__PURE__ */ byRune(RUNE, (r) => `棄掉1個 ${r} 元素，接著將你另一個已學習的法術提升1個等級（最高等級5）。`),
  storm: {
    3: '沒有效果。',
    4: '從祭壇中棄掉任意數量的元素（可以為0個），並從小袋中抽取相同數量的元素放到祭壇上。接著拿取3個元素。最後將風暴下降至等級3。',
    5: '從祭壇中棄掉任意數量的元素（可以為0個），並從小袋中抽取相同數量的元素放到祭壇上。接著拿取3個元素。最後將風暴下降至等級4。',
  },
  clone: {
    3: '如同你已學習般執行1個正午行動：儲存1個元素，或其他玩家已學習的正午法術（複製除外）。',
    4: '如同你已學習般執行1個傍晚行動：學習1個法術，或其他玩家已學習的傍晚法術。',
    5: '棄掉1個與卡牌符文相同的元素，接著如同你已學習般執行1個早晨行動：拿取1個元素、抽取2個元素，或其他玩家已學習的早晨法術。',
  },
  // ---- blue --------------------------------------------------------------------------------
  transmutation: {
    3: '沒有效果。',
    4: '學習1個法術：最多1個與卡牌符文相同的任意顏色元素可視為萬用元素（不使用三個相同符文的組合）。',
    5: '學習1個法術：最多2個與卡牌符文相同的任意顏色元素各可視為萬用元素（不使用三個相同符文的組合）。',
  },
  swiftness: {
    3: '立即：學習這個法術時，立刻執行1個額外的早晨行動（拿取1個元素、抽取2個元素，或你在之前某一天學習的早晨法術）。',
    4: '立即：學習這個法術時，立刻執行1個額外的早晨行動（拿取1個元素、抽取2個元素，或你在之前某一天學習的早晨法術）。',
    5: '永久：從下一天起，每天可以執行2個早晨行動。',
  },
  mirage: {
    3: '永久：在你的一天中，每當你從祭壇拿取1個與卡牌符文相同的元素（放入你的元素池、放到你的家族圖板上，或在交換中獲得），立即抽取1個元素。',
    4: '永久：在你的一天中，每當你從祭壇拿取1個與卡牌符文相同的元素（放入你的元素池、放到你的家族圖板上，或在交換中獲得），立即抽取2個元素。',
    5: '永久：在你的一天中，每當你從祭壇拿取1個與卡牌符文相同的元素（放入你的元素池、放到你的家族圖板上，或在交換中獲得），立即抽取2個元素。',
  },
  // ---- yellow ------------------------------------------------------------------------------
  abundance: { 3: '立即：學習這個法術時，抽取2個元素。', 4: '立即：學習這個法術時，抽取3個元素。', 5: '立即：學習這個法術時，抽取4個元素。' },
  knowledge: {
    3: '遊戲結束時：每個其他已學習的法術+1分。',
    4: '遊戲結束時：每個其他等級4或等級5的已學習法術+2分，每個其他等級3的法術+1分。',
    5: '遊戲結束時：每個其他已學習的法術+2分。',
  },
  communion: {
    3: '立即：學習這個法術時，從祭壇中拿取3個元素並儲存。',
    4: '遊戲結束時：你的家族圖板上每個與卡牌符文相同的元素+1分。',
    5: '永久：你每次學習法術時（包含這一次），在支付的元素棄掉後，從棄物盒中儲存2個元素。',
  },
};

/**
 * The rewordings of the texts for the rule points where the digital adaptation reads a spell
 * differently from the printed cards. A new point that changes a text is one entry in English's
 * table, then one here; a rewording missing here shows that level's whole text in English under
 * the point (never a text that misstates the rules).
 */
export const ZH_TW_SPELL_TEXT_VARIANTS: SpellTextVariants = {
  // Growth L4/L5, Storm L4/L5 (rules §6): one level down from where the card is.
  lowering: {
    'one-level': {
      growth: { 4: ['將成長下降至等級3', '將成長下降1個等級'], 5: ['將成長下降至等級4', '將成長下降1個等級'] },
      storm: { 4: ['將風暴下降至等級3', '將風暴下降1個等級'], 5: ['將風暴下降至等級4', '將風暴下降1個等級'] },
    },
  },
  // Swiftness L3/L4 (rules §7): the extra action may also use a Morning spell learned this Day.
  swiftnessSpells: {
    'any-day': {
      swiftness: /* @__PURE__ */ atLevels([3, 4], ['你在之前某一天學習的早晨法術', '任何你已學習的早晨法術']),
    },
  },
  // Mirage (rules §7): the draws wait until the effect has made all the takes of that step.
  mirageDraws: {
    'after-takes': {
      mirage: /* @__PURE__ */ perMirageLevel((n) => [`立即抽取${n}個元素`, `在該效果完成這些拿取後抽取${n}個元素`]),
    },
    'after-step': {
      mirage: /* @__PURE__ */ perMirageLevel((n) => [`立即抽取${n}個元素`, `在該效果完成這些拿取及隨之的抽取後抽取${n}個元素`]),
    },
  },
  // Clone L5 (rules §7): the discarded materia waits aside until the copied action ends.
  cloneDiscard: {
    'held-aside': {
      clone: { 5: ['棄掉1個與卡牌符文相同的元素，接著', '將1個與卡牌符文相同的元素暫放一旁（該行動結束後棄掉），接著'] },
    },
  },
  // Swiftness L3/L4 (rules §7): the extra action may be declined.
  swiftnessAction: {
    declinable: {
      swiftness: /* @__PURE__ */ atLevels([3, 4], ['立刻執行1個額外的早晨行動', '你可以執行1個額外的早晨行動']),
    },
  },
  // Mirage (rules §7): only takes into the pool count.
  mirageTakes: {
    'into-pool': {
      mirage: /* @__PURE__ */ atLevels([3, 4, 5], ['（放入你的元素池、放到你的家族圖板上，或在交換中獲得）', '放入你的元素池']),
    },
  },
  // Communion L5 (rules §5, §7): the 2 stored materia come from this Learn's payment.
  communionStores: {
    'learn-discards': {
      communion: { 5: ['在支付的元素棄掉後，從棄物盒中儲存2個元素', '從該次學習支付的元素中儲存2個'] },
    },
  },
  // Storm L4/L5 (rules §7): 1 to 10 altar materia.
  stormDiscards: {
    'one-to-ten': {
      storm: /* @__PURE__ */ atLevels([4, 5], ['任意數量的元素（可以為0個）', '1至10個元素']),
    },
  },
};

/** The text of a level of a spell without rules texts: `餘燼 等級4`. */
export function zhTWLevelText(name: string, level: Level): string {
  return `${name} 等級${level}`;
}
