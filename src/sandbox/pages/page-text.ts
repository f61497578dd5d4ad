/**
 * The hosted pages' own words (the card form has its own catalogs) in the cashier's 48
 * languages, chosen by the session's cashierLanguage like the widget's, else by the
 * shopper's browser (routes/presentation.ts, pageLanguage): a shopper who paid in Arabic
 * does not meet English on the acquirer's page.
 */
import type { SupportedLocale } from '../../core/i18n/locales.js';
import { resolveShopperLocale } from '../../core/i18n/shopper-locale.js';

/** [authorize with {method}, approve, decline, cancel and return, sandbox note]. */
type PageText = readonly [string, string, string, string, string];

const TEXT: Record<SupportedLocale, PageText> = {
  en: ['Authorize this payment with {method}.', 'Approve', 'Decline', 'Cancel and return to the merchant', 'Sandbox acquirer · test mode · no real money moves'],
  es: ['Autoriza este pago con {method}.', 'Aprobar', 'Rechazar', 'Cancelar y volver a la tienda', 'Adquirente de pruebas · modo de prueba · no se mueve dinero real'],
  'pt-BR': ['Autorize este pagamento com {method}.', 'Aprovar', 'Recusar', 'Cancelar e voltar à loja', 'Adquirente de testes · modo de teste · nenhum dinheiro real é movimentado'],
  'pt-PT': ['Autorize este pagamento com {method}.', 'Aprovar', 'Recusar', 'Cancelar e voltar à loja', 'Adquirente de testes · modo de teste · não é movimentado dinheiro real'],
  fr: ['Autorisez ce paiement avec {method}.', 'Approuver', 'Refuser', 'Annuler et revenir chez le marchand', 'Acquéreur de test · mode test · aucun argent réel ne circule'],
  de: ['Autorisieren Sie diese Zahlung mit {method}.', 'Genehmigen', 'Ablehnen', 'Abbrechen und zum Händler zurückkehren', 'Test-Acquirer · Testmodus · es fließt kein echtes Geld'],
  it: ['Autorizza questo pagamento con {method}.', 'Approva', 'Rifiuta', 'Annulla e torna al negozio', 'Acquirer di prova · modalità test · nessun denaro reale viene trasferito'],
  nl: ['Autoriseer deze betaling met {method}.', 'Goedkeuren', 'Weigeren', 'Annuleren en terug naar de winkel', 'Test-acquirer · testmodus · er wordt geen echt geld overgemaakt'],
  pl: ['Autoryzuj tę płatność za pomocą {method}.', 'Zatwierdź', 'Odrzuć', 'Anuluj i wróć do sklepu', 'Testowy agent rozliczeniowy · tryb testowy · bez prawdziwych pieniędzy'],
  tr: ['Bu ödemeyi {method} ile onaylayın.', 'Onayla', 'Reddet', 'İptal et ve mağazaya dön', 'Test alıcısı · test modu · gerçek para aktarılmaz'],
  ru: ['Подтвердите этот платёж через {method}.', 'Подтвердить', 'Отклонить', 'Отменить и вернуться в магазин', 'Тестовый эквайер · тестовый режим · реальные деньги не списываются'],
  uk: ['Підтвердьте цей платіж через {method}.', 'Підтвердити', 'Відхилити', 'Скасувати й повернутися до магазину', 'Тестовий еквайр · тестовий режим · справжні гроші не списуються'],
  ar: ['قم بتفويض هذه الدفعة باستخدام {method}.', 'موافقة', 'رفض', 'إلغاء والعودة إلى المتجر', 'جهة تحصيل تجريبية · وضع الاختبار · لا تُنقل أموال حقيقية'],
  he: ['יש לאשר את התשלום הזה באמצעות {method}.', 'אישור', 'דחייה', 'ביטול וחזרה לחנות', 'סולק לבדיקות · מצב בדיקה · לא מועבר כסף אמיתי'],
  hi: ['{method} से इस भुगतान को अधिकृत करें।', 'स्वीकार करें', 'अस्वीकार करें', 'रद्द करें और दुकान पर लौटें', 'परीक्षण एक्वायरर · परीक्षण मोड · कोई असली पैसा नहीं जाता'],
  id: ['Otorisasi pembayaran ini dengan {method}.', 'Setujui', 'Tolak', 'Batalkan dan kembali ke toko', 'Acquirer uji coba · mode uji · tidak ada uang sungguhan yang berpindah'],
  th: ['อนุมัติการชำระเงินนี้ด้วย {method}', 'อนุมัติ', 'ปฏิเสธ', 'ยกเลิกและกลับไปที่ร้านค้า', 'ผู้รับชำระทดสอบ · โหมดทดสอบ · ไม่มีการโอนเงินจริง'],
  vi: ['Xác nhận khoản thanh toán này bằng {method}.', 'Chấp thuận', 'Từ chối', 'Hủy và quay lại cửa hàng', 'Đơn vị thanh toán thử nghiệm · chế độ thử · không có tiền thật'],
  ja: ['{method}でこのお支払いを承認してください。', '承認', '拒否', 'キャンセルしてショップに戻る', 'テスト用アクワイアラー · テストモード · 実際のお金は動きません'],
  ko: ['{method}(으)로 이 결제를 승인하세요.', '승인', '거절', '취소하고 상점으로 돌아가기', '테스트 매입사 · 테스트 모드 · 실제 돈은 오가지 않습니다'],
  'zh-Hans': ['请使用{method}授权此付款。', '批准', '拒绝', '取消并返回商家', '测试收单机构 · 测试模式 · 不涉及真实资金'],
  'zh-Hant': ['請使用{method}授權此付款。', '核准', '拒絕', '取消並返回商家', '測試收單機構 · 測試模式 · 不涉及真實款項'],
  'en-GB': ['Authorise this payment with {method}.', 'Approve', 'Decline', 'Cancel and return to the merchant', 'Sandbox acquirer · test mode · no real money moves'],
  'es-419': ['Autoriza este pago con {method}.', 'Aprobar', 'Rechazar', 'Cancelar y volver a la tienda', 'Adquirente de pruebas · modo de prueba · no se transfiere dinero real'],
  'fr-CA': ['Autorisez ce paiement avec {method}.', 'Approuver', 'Refuser', 'Annuler et retourner chez le commerçant', 'Acquéreur de test · mode test · aucun argent réel n’est transféré'],
  'zh-HK': ['請使用{method}授權此付款。', '批准', '拒絕', '取消並返回商戶', '測試收單機構 · 測試模式 · 不涉及真實款項'],
  bg: ['Разрешете това плащане с {method}.', 'Одобряване', 'Отхвърляне', 'Отмяна и връщане към търговеца', 'Тестов акуайър · тестов режим · не се прехвърлят реални пари'],
  cs: ['Autorizujte tuto platbu pomocí {method}.', 'Schválit', 'Zamítnout', 'Zrušit a vrátit se k obchodníkovi', 'Testovací acquirer · testovací režim · nepřevádějí se skutečné peníze'],
  da: ['Godkend denne betaling med {method}.', 'Godkend', 'Afvis', 'Annuller og vend tilbage til forhandleren', 'Testindløser · testtilstand · ingen rigtige penge overføres'],
  el: ['Εγκρίνετε αυτή την πληρωμή με {method}.', 'Έγκριση', 'Απόρριψη', 'Ακύρωση και επιστροφή στον έμπορο', 'Δοκιμαστικός αποδέκτης · λειτουργία δοκιμής · δεν μεταφέρονται πραγματικά χρήματα'],
  et: ['Autoriseerige see makse makseviisiga {method}.', 'Kinnita', 'Keeldu', 'Tühista ja naase kaupmehe juurde', 'Testmaksevahendaja · testrežiim · päris raha ei liigu'],
  fi: ['Hyväksy tämä maksu maksutavalla {method}.', 'Hyväksy', 'Hylkää', 'Peruuta ja palaa kauppiaalle', 'Testimaksunvälittäjä · testitila · oikeaa rahaa ei siirry'],
  fil: ['Pahintulutan ang bayad na ito gamit ang {method}.', 'Aprubahan', 'Tanggihan', 'Kanselahin at bumalik sa merchant', 'Pansubok na acquirer · test mode · walang totoong perang gumagalaw'],
  hr: ['Autorizirajte ovo plaćanje putem {method}.', 'Odobri', 'Odbij', 'Otkaži i vrati se trgovcu', 'Testni prihvatitelj · testni način rada · ne prenosi se pravi novac'],
  hu: ['Engedélyezze ezt a fizetést a következővel: {method}.', 'Jóváhagyás', 'Elutasítás', 'Megszakítás és vissza a kereskedőhöz', 'Teszt elfogadó · tesztmód · valódi pénz nem mozog'],
  lt: ['Autorizuokite šį mokėjimą naudodami {method}.', 'Patvirtinti', 'Atmesti', 'Atšaukti ir grįžti pas prekybininką', 'Bandomasis mokėjimų priėmėjas · bandomasis režimas · tikri pinigai nejuda'],
  lv: ['Autorizējiet šo maksājumu ar {method}.', 'Apstiprināt', 'Noraidīt', 'Atcelt un atgriezties pie tirgotāja', 'Testa maksājumu pieņēmējs · testa režīms · īsta nauda netiek pārskaitīta'],
  ms: ['Benarkan pembayaran ini dengan {method}.', 'Luluskan', 'Tolak', 'Batalkan dan kembali kepada peniaga', 'Pemeroleh ujian · mod ujian · tiada wang sebenar berpindah'],
  mt: ['Awtorizza dan il-ħlas permezz ta’ {method}.', 'Approva', 'Irrifjuta', 'Ikkanċella u erġa’ lura għand in-negozjant', 'Akkwirent tal-ittestjar · modalità ta’ ttestjar · l-ebda flus veri ma jiċċaqalqu'],
  nb: ['Godkjenn denne betalingen med {method}.', 'Godkjenn', 'Avvis', 'Avbryt og gå tilbake til forhandleren', 'Testinnløser · testmodus · ingen ekte penger overføres'],
  ro: ['Autorizați această plată cu {method}.', 'Aprobați', 'Refuzați', 'Anulați și reveniți la comerciant', 'Procesator de test · mod de testare · nu se transferă bani reali'],
  sk: ['Autorizujte túto platbu pomocou {method}.', 'Schváliť', 'Zamietnuť', 'Zrušiť a vrátiť sa k obchodníkovi', 'Testovací acquirer · testovací režim · nepresúvajú sa skutočné peniaze'],
  sl: ['Odobrite to plačilo z {method}.', 'Odobri', 'Zavrni', 'Prekliči in se vrni k trgovcu', 'Testni prejemnik plačil · testni način · pravi denar se ne premika'],
  sv: ['Godkänn den här betalningen med {method}.', 'Godkänn', 'Neka', 'Avbryt och återgå till handlaren', 'Testinlösare · testläge · inga riktiga pengar flyttas'],
  bn: ['{method} দিয়ে এই পেমেন্ট অনুমোদন করুন।', 'অনুমোদন করুন', 'প্রত্যাখ্যান করুন', 'বাতিল করে বিক্রেতার কাছে ফিরে যান', 'পরীক্ষামূলক অ্যাকোয়ারার · পরীক্ষা মোড · কোনো আসল টাকা লেনদেন হয় না'],
  fa: ['این پرداخت را با {method} تأیید کنید.', 'تأیید', 'رد', 'لغو و بازگشت به فروشنده', 'پذیرندهٔ آزمایشی · حالت آزمایشی · هیچ پول واقعی جابه‌جا نمی‌شود'],
  ur: ['{method} کے ذریعے اس ادائیگی کی اجازت دیں۔', 'منظور کریں', 'مسترد کریں', 'منسوخ کریں اور تاجر کے پاس واپس جائیں', 'آزمائشی ایکوائرر · ٹیسٹ موڈ · کوئی حقیقی رقم منتقل نہیں ہوتی'],
  sw: ['Idhinisha malipo haya kwa {method}.', 'Idhinisha', 'Kataa', 'Ghairi na urudi kwa mfanyabiashara', 'Mpokeaji wa majaribio · hali ya majaribio · hakuna pesa halisi inayohamishwa'],
};

export interface HostedText {
  lang: string;
  dir: 'ltr' | 'rtl';
  authorizeWith(method: string): string;
  approve: string;
  decline: string;
  cancel: string;
  note: string;
}

/**
 * The words and direction for the session's cashierLanguage (English when it names none
 * we have), with the widget's `lang`: the tag where it names the words' language, else
 * the catalog's id (is-IS reads English: "en").
 */
export function hostedText(language: string | undefined): HostedText {
  const { catalog, lang, dir } = resolveShopperLocale([language]);
  const [authorize, approve, decline, cancel, note] = TEXT[catalog];
  return {
    lang,
    dir,
    authorizeWith: (method) => authorize.replace('{method}', method),
    approve,
    decline,
    cancel,
    note,
  };
}
