/**
 * The glossary of payment terms: for each catalog, the word a translation uses for each
 * term wherever the English source uses it, so that "card", "pay", "trial" read the same
 * on every screen, in the card form and on the hosted pages (test/core/i18n/glossary.test.ts
 * checks every catalog of the three families). Reference data for translators and the
 * test; no bundle imports it.
 *
 * Each entry is the preferred word (what a new message should say) and then the stems its
 * inflected forms share ("karta, karty, kartę": "kart"); a message passes when it holds
 * the word or one stem, case aside. "cancel" is a payment's (annuler, abbrechen,
 * キャンセル) and "cancelSubscription" a subscription's ending (résilier, kündigen, 解約),
 * which many languages tell apart. "refund" has no English message yet: its entries fix
 * the word for the first one.
 */
import type { SupportedLocale } from './locales.js';

export type GlossaryTerm = 'card' | 'pay' | 'trial' | 'subscription' | 'cancel' | 'cancelSubscription' | 'refund';
export type GlossaryEntry = readonly [word: string, ...stems: string[]];
export type LanguageGlossary = { readonly [T in GlossaryTerm]: GlossaryEntry };

/**
 * Where the English source uses a term. "Pay" of Apple Pay and Google Pay is a brand
 * name; a cancelled subscription is told by the key or the message naming a subscription.
 */
export const SOURCE_TERMS: { readonly [T in GlossaryTerm]: (english: string, key: string) => boolean } = {
  card: (english) => /\bcards?\b/i.test(english),
  pay: (english) => /\b(pay|paying|paid|payments?)\b/i.test(english.replace(/(Apple|Google) Pay/g, '')),
  trial: (english) => /\btrials?\b/i.test(english),
  subscription: (english) => /\bsubscriptions?\b/i.test(english),
  cancel: (english, key) => /\bcancel/i.test(english) && !cancelsSubscription(english, key),
  cancelSubscription: (english, key) => /\bcancel/i.test(english) && cancelsSubscription(english, key),
  refund: (english) => /\brefund/i.test(english),
};

function cancelsSubscription(english: string, key: string): boolean {
  return key.startsWith('subscription.') || /\bsubscription\b/i.test(english);
}

const es: LanguageGlossary = {
  card: ['tarjeta'], pay: ['pagar', 'pag'], trial: ['prueba'], subscription: ['suscripción', 'suscripci'],
  cancel: ['cancelar', 'cancel'], cancelSubscription: ['cancelar', 'cancel'], refund: ['reembolso'],
};
const fr: LanguageGlossary = {
  card: ['carte'], pay: ['payer', 'pai', 'pay'], trial: ['essai'], subscription: ['abonnement'],
  cancel: ['annuler', 'annul'], cancelSubscription: ['résilier', 'résili'], refund: ['remboursement'],
};
// 金流 (Taiwan): payment services, as in 金流服務商.
const zhHant: LanguageGlossary = {
  card: ['卡'], pay: ['付款', '付', '金流'], trial: ['試用'], subscription: ['訂閱'],
  cancel: ['取消'], cancelSubscription: ['取消'], refund: ['退款'],
};
const english: LanguageGlossary = {
  card: ['card'], pay: ['pay', 'paid'], trial: ['trial'], subscription: ['subscription'],
  cancel: ['cancel'], cancelSubscription: ['cancel'], refund: ['refund'],
};

export const GLOSSARY: { readonly [L in SupportedLocale]: LanguageGlossary } = {
  en: english,
  'en-GB': english,
  es,
  'es-419': es,
  'pt-BR': {
    card: ['cartão', 'cartõ'], pay: ['pagar', 'pag'], trial: ['teste'], subscription: ['assinatura'],
    cancel: ['cancelar', 'cancel'], cancelSubscription: ['cancelar', 'cancel'], refund: ['reembolso'],
  },
  'pt-PT': {
    card: ['cartão', 'cartõ'], pay: ['pagar', 'pag'], trial: ['período experimental', 'experimental'], subscription: ['subscrição', 'subscri'],
    cancel: ['cancelar', 'cancel'], cancelSubscription: ['cancelar', 'cancel'], refund: ['reembolso'],
  },
  fr,
  'fr-CA': fr,
  de: {
    card: ['Karte', 'kart'], pay: ['Zahlung', 'zahl'], trial: ['Testphase', 'test'], subscription: ['Abonnement', 'abo'],
    cancel: ['abbrechen', 'abbr', 'abgebr'], cancelSubscription: ['kündigen', 'kündig'], refund: ['Rückerstattung'],
  },
  it: {
    card: ['carta', 'cart'], pay: ['pagamento', 'pag'], trial: ['prova'], subscription: ['abbonamento', 'abbonament'],
    cancel: ['annullare', 'annull'], cancelSubscription: ['disdetta', 'disdett', 'disdir'], refund: ['rimborso'],
  },
  nl: {
    card: ['kaart', 'creditcard', 'debitcard'], pay: ['betaling', 'betal', 'betaal'], trial: ['proefperiode', 'proef'], subscription: ['abonnement'],
    cancel: ['annuleren', 'annul'], cancelSubscription: ['opzeggen', 'opzeg', 'opgezeg'], refund: ['terugbetaling'],
  },
  pl: {
    card: ['karta', 'kart', 'karc'], pay: ['płatność', 'płat', 'płac', 'zapła', 'opłac'], trial: ['okres próbny', 'próbn'], subscription: ['subskrypcja', 'subskrypc'],
    cancel: ['anulować', 'anul'], cancelSubscription: ['anulować', 'anul'], refund: ['zwrot'],
  },
  tr: {
    card: ['kart'], pay: ['ödeme', 'öde'], trial: ['deneme'], subscription: ['abonelik', 'abonel'],
    cancel: ['iptal'], cancelSubscription: ['iptal'], refund: ['iade'],
  },
  ru: {
    card: ['карта', 'карт'], pay: ['оплата', 'плат', 'плач'], trial: ['пробный период', 'пробн'], subscription: ['подписка', 'подписк'],
    cancel: ['отменить', 'отмен'], cancelSubscription: ['отменить', 'отмен'], refund: ['возврат'],
  },
  uk: {
    card: ['картка', 'картк', 'картц'], pay: ['оплата', 'плат', 'плач'], trial: ['пробний період', 'пробн'], subscription: ['підписка', 'підписк'],
    cancel: ['скасувати', 'скас'], cancelSubscription: ['скасувати', 'скас'], refund: ['повернення коштів'],
  },
  ar: {
    card: ['بطاقة', 'بطاق'], pay: ['الدفع', 'دفع', 'مدفوع'], trial: ['الفترة التجريبية', 'تجريبي'], subscription: ['الاشتراك', 'اشتراك'],
    cancel: ['إلغاء', 'لغ'], cancelSubscription: ['إلغاء', 'لغ'], refund: ['استرداد'],
  },
  he: {
    card: ['כרטיס'], pay: ['תשלום', 'תשלו', 'שלם', 'שולם'], trial: ['תקופת ניסיון', 'ניסיון'], subscription: ['מינוי'],
    cancel: ['ביטול', 'בוטל'], cancelSubscription: ['ביטול', 'בוטל'], refund: ['החזר כספי'],
  },
  hi: {
    card: ['कार्ड'], pay: ['भुगतान'], trial: ['परीक्षण'], subscription: ['सदस्यता'],
    cancel: ['रद्द'], cancelSubscription: ['रद्द'], refund: ['रिफ़ंड'],
  },
  id: {
    card: ['kartu'], pay: ['pembayaran', 'bayar'], trial: ['uji coba'], subscription: ['langganan'],
    cancel: ['batalkan', 'batal'], cancelSubscription: ['batalkan', 'batal'], refund: ['pengembalian dana'],
  },
  th: {
    card: ['บัตร'], pay: ['ชำระเงิน', 'ชำระ'], trial: ['ทดลองใช้', 'ทดลอง'], subscription: ['การสมัครสมาชิก', 'สมัครสมาชิก'],
    cancel: ['ยกเลิก'], cancelSubscription: ['ยกเลิก'], refund: ['คืนเงิน'],
  },
  vi: {
    card: ['thẻ'], pay: ['thanh toán'], trial: ['dùng thử'], subscription: ['gói đăng ký', 'đăng ký'],
    cancel: ['hủy'], cancelSubscription: ['hủy'], refund: ['hoàn tiền'],
  },
  // 決済 is the payment of checkout pages and providers (決済ページ), お支払い the shopper's act.
  ja: {
    card: ['カード'], pay: ['支払い', '払', '決済'], trial: ['お試し期間', 'お試し'], subscription: ['定期購入'],
    cancel: ['キャンセル'], cancelSubscription: ['解約'], refund: ['返金'],
  },
  ko: {
    card: ['카드'], pay: ['결제'], trial: ['체험'], subscription: ['구독'],
    cancel: ['취소'], cancelSubscription: ['해지'], refund: ['환불'],
  },
  'zh-Hans': {
    card: ['卡'], pay: ['付款', '付'], trial: ['试用'], subscription: ['订阅'],
    cancel: ['取消'], cancelSubscription: ['取消'], refund: ['退款'],
  },
  'zh-Hant': zhHant,
  'zh-HK': zhHant,
  bg: {
    card: ['карта', 'карт'], pay: ['плащане', 'плащ', 'плат'], trial: ['пробен период', 'проб'], subscription: ['абонамент'],
    cancel: ['отмяна', 'отм'], cancelSubscription: ['прекратяване', 'прекрат'], refund: ['възстановяване на сумата'],
  },
  cs: {
    card: ['karta', 'kart'], pay: ['platba', 'plat', 'plať', 'plac'], trial: ['zkušební období', 'zkušební'], subscription: ['předplatné', 'předplatn'],
    cancel: ['zrušit', 'zruš'], cancelSubscription: ['zrušit', 'ruš'], refund: ['vrácení peněz'],
  },
  da: {
    card: ['kort'], pay: ['betaling', 'betal'], trial: ['prøveperiode', 'prøve'], subscription: ['abonnement'],
    cancel: ['annullere', 'annull'], cancelSubscription: ['opsige', 'opsig', 'opsag'], refund: ['refusion'],
  },
  el: {
    card: ['κάρτα', 'κάρτ'], pay: ['πληρωμή', 'πληρ'], trial: ['δοκιμαστική περίοδος', 'δοκιμ'], subscription: ['συνδρομή', 'συνδρομ'],
    cancel: ['ακύρωση', 'ακύρ', 'ακυρ'], cancelSubscription: ['ακύρωση', 'ακύρ', 'ακυρ'], refund: ['επιστροφή χρημάτων'],
  },
  et: {
    card: ['kaart', 'kaar'], pay: ['makse', 'maks'], trial: ['prooviperiood', 'proov'], subscription: ['tellimus', 'tellimu'],
    cancel: ['tühistama', 'tühist'], cancelSubscription: ['tühistama', 'tühist'], refund: ['tagasimakse'],
  },
  fi: {
    card: ['kortti', 'kort'], pay: ['maksu', 'maks'], trial: ['kokeilujakso', 'kokeilu'], subscription: ['tilaus', 'tilau'],
    cancel: ['peruuttaa', 'peru'], cancelSubscription: ['peruuttaa', 'peru'], refund: ['maksunpalautus'],
  },
  fil: {
    card: ['card'], pay: ['bayad', 'baya'], trial: ['trial'], subscription: ['subscription'],
    cancel: ['kanselahin', 'kansel'], cancelSubscription: ['kanselahin', 'kansel'], refund: ['refund'],
  },
  hr: {
    card: ['kartica', 'kartic'], pay: ['plaćanje', 'plać', 'plat'], trial: ['probno razdoblje', 'probn'], subscription: ['pretplata', 'pretplat'],
    cancel: ['otkazati', 'otka'], cancelSubscription: ['otkazati', 'otka'], refund: ['povrat novca'],
  },
  hu: {
    card: ['kártya', 'kárty'], pay: ['fizetés', 'fizet', 'fizess'], trial: ['próbaidőszak', 'próba'], subscription: ['előfizetés', 'előfizet'],
    cancel: ['megszakítás', 'megszak'], cancelSubscription: ['lemondás', 'lemond', 'le nem mond'], refund: ['visszatérítés'],
  },
  lt: {
    card: ['kortelė', 'kortel'], pay: ['mokėjimas', 'mok'], trial: ['bandomasis laikotarpis', 'bandom'], subscription: ['prenumerata', 'prenumerat'],
    cancel: ['atšaukti', 'atšauk'], cancelSubscription: ['atšaukti', 'atšauk'], refund: ['pinigų grąžinimas'],
  },
  lv: {
    card: ['karte', 'kart'], pay: ['maksājums', 'maks'], trial: ['izmēģinājums', 'izmēģin'], subscription: ['abonements', 'abonement'],
    cancel: ['atcelt', 'atcel'], cancelSubscription: ['atcelt', 'atcel'], refund: ['atmaksa'],
  },
  ms: {
    card: ['kad'], pay: ['pembayaran', 'bayar'], trial: ['percubaan'], subscription: ['langganan'],
    cancel: ['batalkan', 'batal'], cancelSubscription: ['batalkan', 'batal'], refund: ['bayaran balik'],
  },
  mt: {
    card: ['karta', 'kart'], pay: ['ħlas', 'ħall'], trial: ['prova'], subscription: ['abbonament'],
    cancel: ['ikkanċella', 'kanċell'], cancelSubscription: ['ikkanċella', 'kanċell'], refund: ['rifużjoni'],
  },
  nb: {
    card: ['kort'], pay: ['betaling', 'betal'], trial: ['prøveperiode', 'prøve'], subscription: ['abonnement'],
    cancel: ['avbryte', 'avbr'], cancelSubscription: ['si opp', 'sier det opp', 'sagt opp'], refund: ['refusjon'],
  },
  ro: {
    card: ['card'], pay: ['plată', 'plă', 'plat'], trial: ['perioadă de probă', 'prob'], subscription: ['abonament'],
    cancel: ['anulare', 'anul'], cancelSubscription: ['anulare', 'anul'], refund: ['rambursare'],
  },
  sk: {
    card: ['karta', 'kart'], pay: ['platba', 'plat', 'plať'], trial: ['skúšobné obdobie', 'skúšob'], subscription: ['predplatné', 'predplatn'],
    cancel: ['zrušiť', 'zruš'], cancelSubscription: ['zrušiť', 'ruš'], refund: ['vrátenie peňazí'],
  },
  sl: {
    card: ['kartica', 'kartic'], pay: ['plačilo', 'plač', 'plat'], trial: ['preizkusno obdobje', 'preizkus'], subscription: ['naročnina', 'naročnin'],
    cancel: ['preklicati', 'prekli'], cancelSubscription: ['preklicati', 'prekli'], refund: ['vračilo denarja'],
  },
  sv: {
    card: ['kort'], pay: ['betalning', 'betal'], trial: ['provperiod', 'prov'], subscription: ['prenumeration', 'prenumer'],
    cancel: ['avbryta', 'avbr'], cancelSubscription: ['säga upp', 'säger upp', 'sägas upp', 'säg upp', 'uppsagd'], refund: ['återbetalning'],
  },
  bn: {
    card: ['কার্ড'], pay: ['পেমেন্ট'], trial: ['ট্রায়াল'], subscription: ['সাবস্ক্রিপশন'],
    cancel: ['বাতিল'], cancelSubscription: ['বাতিল'], refund: ['রিফান্ড'],
  },
  fa: {
    card: ['کارت'], pay: ['پرداخت'], trial: ['دورهٔ آزمایشی', 'آزمایشی'], subscription: ['اشتراک'],
    cancel: ['لغو'], cancelSubscription: ['لغو'], refund: ['بازپرداخت'],
  },
  ur: {
    card: ['کارڈ'], pay: ['ادائیگی', 'ادا'], trial: ['ٹرائل'], subscription: ['سبسکرپشن'],
    cancel: ['منسوخ'], cancelSubscription: ['منسوخ'], refund: ['رقم کی واپسی'],
  },
  sw: {
    card: ['kadi'], pay: ['malipo', 'lip'], trial: ['majaribio'], subscription: ['usajili'],
    cancel: ['ghairi', 'ghair'], cancelSubscription: ['ghairi', 'ghair'], refund: ['kurejeshewa pesa'],
  },
};
