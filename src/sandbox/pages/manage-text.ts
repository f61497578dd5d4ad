/**
 * The words of the subscription management page in the cashier's 48 languages, chosen by
 * the subscription's cashierLanguage like the payment pages' (page-text.ts), else the
 * shopper's browser: a shopper who subscribed in Finnish manages the subscription in Finnish.
 */
import type { SupportedLocale } from '../../core/i18n/locales.js';
import type { SubscriptionStatus } from '../../core/api/status.js';

/**
 * [title, plan, amount, status, next payment, cancel button, cancelled notice, back to {merchant},
 * the statuses: active, pending, cancelled, closed, ended, then the confirmation step's question
 * and its way out (keep the subscription)].
 */
type ManageWords = readonly [string, string, string, string, string, string, string, string, string, string, string, string, string, string, string];

/** English; British English says the same words. */
const EN: ManageWords = ['Your subscription', 'Plan', 'Amount', 'Status', 'Next payment', 'Cancel subscription', 'Your subscription is cancelled.', 'Back to {merchant}', 'Active', 'Awaiting confirmation', 'Cancelled', 'Closed', 'Ended', 'Cancel this subscription?', 'Keep subscription'];

const TEXT: Record<SupportedLocale, ManageWords> = {
  en: EN,
  es: ['Tu suscripción', 'Plan', 'Importe', 'Estado', 'Próximo pago', 'Cancelar suscripción', 'Tu suscripción está cancelada.', 'Volver a {merchant}', 'Activa', 'Pendiente de confirmación', 'Cancelada', 'Cerrada', 'Finalizada', '¿Cancelar esta suscripción?', 'Mantener la suscripción'],
  'pt-BR': ['Sua assinatura', 'Plano', 'Valor', 'Status', 'Próximo pagamento', 'Cancelar assinatura', 'Sua assinatura foi cancelada.', 'Voltar para {merchant}', 'Ativa', 'Aguardando confirmação', 'Cancelada', 'Encerrada', 'Finalizada', 'Cancelar esta assinatura?', 'Manter a assinatura'],
  'pt-PT': ['A sua subscrição', 'Plano', 'Montante', 'Estado', 'Próximo pagamento', 'Cancelar subscrição', 'A sua subscrição foi cancelada.', 'Voltar a {merchant}', 'Ativa', 'A aguardar confirmação', 'Cancelada', 'Encerrada', 'Terminada', 'Cancelar esta subscrição?', 'Manter a subscrição'],
  fr: ['Votre abonnement', 'Formule', 'Montant', 'Statut', 'Prochain paiement', 'Résilier l’abonnement', 'Votre abonnement est résilié.', 'Retour à {merchant}', 'Actif', 'En attente de confirmation', 'Résilié', 'Clôturé', 'Terminé', 'Résilier cet abonnement ?', 'Conserver l’abonnement'],
  de: ['Ihr Abonnement', 'Tarif', 'Betrag', 'Status', 'Nächste Zahlung', 'Abonnement kündigen', 'Ihr Abonnement ist gekündigt.', 'Zurück zu {merchant}', 'Aktiv', 'Wartet auf Bestätigung', 'Gekündigt', 'Geschlossen', 'Beendet', 'Dieses Abonnement kündigen?', 'Abonnement behalten'],
  it: ['Il tuo abbonamento', 'Piano', 'Importo', 'Stato', 'Prossimo pagamento', 'Annulla abbonamento', 'Il tuo abbonamento è stato annullato.', 'Torna a {merchant}', 'Attivo', 'In attesa di conferma', 'Annullato', 'Chiuso', 'Terminato', 'Annullare questo abbonamento?', 'Mantieni l’abbonamento'],
  nl: ['Je abonnement', 'Pakket', 'Bedrag', 'Status', 'Volgende betaling', 'Abonnement opzeggen', 'Je abonnement is opgezegd.', 'Terug naar {merchant}', 'Actief', 'Wacht op bevestiging', 'Opgezegd', 'Gesloten', 'Beëindigd', 'Dit abonnement opzeggen?', 'Abonnement behouden'],
  pl: ['Twoja subskrypcja', 'Plan', 'Kwota', 'Status', 'Następna płatność', 'Anuluj subskrypcję', 'Twoja subskrypcja została anulowana.', 'Wróć do {merchant}', 'Aktywna', 'Oczekuje na potwierdzenie', 'Anulowana', 'Zamknięta', 'Zakończona', 'Anulować tę subskrypcję?', 'Zachowaj subskrypcję'],
  tr: ['Aboneliğiniz', 'Plan', 'Tutar', 'Durum', 'Sonraki ödeme', 'Aboneliği iptal et', 'Aboneliğiniz iptal edildi.', '{merchant} sayfasına dön', 'Etkin', 'Onay bekleniyor', 'İptal edildi', 'Kapatıldı', 'Sona erdi', 'Bu abonelik iptal edilsin mi?', 'Aboneliği sürdür'],
  ru: ['Ваша подписка', 'Тариф', 'Сумма', 'Статус', 'Следующий платёж', 'Отменить подписку', 'Ваша подписка отменена.', 'Вернуться в {merchant}', 'Активна', 'Ожидает подтверждения', 'Отменена', 'Закрыта', 'Завершена', 'Отменить эту подписку?', 'Сохранить подписку'],
  uk: ['Ваша підписка', 'Тариф', 'Сума', 'Статус', 'Наступний платіж', 'Скасувати підписку', 'Вашу підписку скасовано.', 'Повернутися до {merchant}', 'Активна', 'Очікує підтвердження', 'Скасована', 'Закрита', 'Завершена', 'Скасувати цю підписку?', 'Зберегти підписку'],
  ar: ['اشتراكك', 'الخطة', 'المبلغ', 'الحالة', 'الدفعة التالية', 'إلغاء الاشتراك', 'تم إلغاء اشتراكك.', 'العودة إلى {merchant}', 'نشط', 'في انتظار التأكيد', 'ملغى', 'مغلق', 'منتهٍ', 'هل تريد إلغاء هذا الاشتراك؟', 'الإبقاء على الاشتراك'],
  he: ['המינוי שלך', 'תוכנית', 'סכום', 'סטטוס', 'התשלום הבא', 'ביטול המינוי', 'המינוי שלך בוטל.', 'חזרה אל {merchant}', 'פעיל', 'ממתין לאישור', 'בוטל', 'סגור', 'הסתיים', 'לבטל את המינוי הזה?', 'השארת המינוי'],
  hi: ['आपकी सदस्यता', 'प्लान', 'राशि', 'स्थिति', 'अगला भुगतान', 'सदस्यता रद्द करें', 'आपकी सदस्यता रद्द कर दी गई है।', '{merchant} पर वापस जाएँ', 'सक्रिय', 'पुष्टि की प्रतीक्षा में', 'रद्द', 'बंद', 'समाप्त', 'क्या यह सदस्यता रद्द करनी है?', 'सदस्यता बनाए रखें'],
  id: ['Langganan Anda', 'Paket', 'Jumlah', 'Status', 'Pembayaran berikutnya', 'Batalkan langganan', 'Langganan Anda telah dibatalkan.', 'Kembali ke {merchant}', 'Aktif', 'Menunggu konfirmasi', 'Dibatalkan', 'Ditutup', 'Berakhir', 'Batalkan langganan ini?', 'Pertahankan langganan'],
  th: ['การสมัครสมาชิกของคุณ', 'แผน', 'จำนวนเงิน', 'สถานะ', 'การชำระเงินครั้งถัดไป', 'ยกเลิกการสมัครสมาชิก', 'ยกเลิกการสมัครสมาชิกของคุณแล้ว', 'กลับไปที่ {merchant}', 'ใช้งานอยู่', 'รอการยืนยัน', 'ยกเลิกแล้ว', 'ปิดแล้ว', 'สิ้นสุดแล้ว', 'ยกเลิกการสมัครสมาชิกนี้ใช่ไหม', 'คงการสมัครสมาชิกไว้'],
  vi: ['Gói đăng ký của bạn', 'Gói', 'Số tiền', 'Trạng thái', 'Thanh toán tiếp theo', 'Hủy đăng ký', 'Gói đăng ký của bạn đã bị hủy.', 'Quay lại {merchant}', 'Đang hoạt động', 'Đang chờ xác nhận', 'Đã hủy', 'Đã đóng', 'Đã kết thúc', 'Hủy gói đăng ký này?', 'Giữ gói đăng ký'],
  ja: ['ご契約中のサブスクリプション', 'プラン', '金額', 'ステータス', '次回のお支払い', 'サブスクリプションを解約', 'サブスクリプションを解約しました。', '{merchant}に戻る', '有効', '確認待ち', '解約済み', '終了', '期間満了', 'このサブスクリプションを解約しますか？', 'サブスクリプションを継続'],
  ko: ['내 구독', '플랜', '금액', '상태', '다음 결제', '구독 취소', '구독이 취소되었습니다.', '{merchant}(으)로 돌아가기', '활성', '확인 대기 중', '취소됨', '종료됨', '만료됨', '이 구독을 취소하시겠습니까?', '구독 유지'],
  'zh-Hans': ['您的订阅', '套餐', '金额', '状态', '下次付款', '取消订阅', '您的订阅已取消。', '返回{merchant}', '有效', '等待确认', '已取消', '已关闭', '已结束', '要取消此订阅吗？', '保留订阅'],
  'zh-Hant': ['您的訂閱', '方案', '金額', '狀態', '下次付款', '取消訂閱', '您的訂閱已取消。', '返回{merchant}', '有效', '等待確認', '已取消', '已關閉', '已結束', '要取消此訂閱嗎？', '保留訂閱'],
  'en-GB': EN,
  'es-419': ['Tu suscripción', 'Plan', 'Monto', 'Estado', 'Próximo pago', 'Cancelar suscripción', 'Tu suscripción está cancelada.', 'Volver a {merchant}', 'Activa', 'Pendiente de confirmación', 'Cancelada', 'Cerrada', 'Finalizada', '¿Cancelar esta suscripción?', 'Mantener la suscripción'],
  'fr-CA': ['Votre abonnement', 'Forfait', 'Montant', 'Statut', 'Prochain paiement', 'Annuler l’abonnement', 'Votre abonnement est annulé.', 'Retour à {merchant}', 'Actif', 'En attente de confirmation', 'Annulé', 'Fermé', 'Terminé', 'Annuler cet abonnement?', 'Conserver l’abonnement'],
  'zh-HK': ['你的訂閱', '計劃', '金額', '狀態', '下次付款', '取消訂閱', '你的訂閱已取消。', '返回{merchant}', '有效', '等待確認', '已取消', '已關閉', '已結束', '要取消此訂閱嗎？', '保留訂閱'],
  bg: ['Вашият абонамент', 'План', 'Сума', 'Статус', 'Следващо плащане', 'Прекратяване на абонамента', 'Абонаментът ви е прекратен.', 'Обратно към {merchant}', 'Активен', 'Очаква потвърждение', 'Прекратен', 'Затворен', 'Изтекъл', 'Да се прекрати ли този абонамент?', 'Запазване на абонамента'],
  cs: ['Vaše předplatné', 'Tarif', 'Částka', 'Stav', 'Další platba', 'Zrušit předplatné', 'Vaše předplatné bylo zrušeno.', 'Zpět na {merchant}', 'Aktivní', 'Čeká na potvrzení', 'Zrušeno', 'Uzavřeno', 'Ukončeno', 'Zrušit toto předplatné?', 'Ponechat předplatné'],
  da: ['Dit abonnement', 'Plan', 'Beløb', 'Status', 'Næste betaling', 'Opsig abonnement', 'Dit abonnement er opsagt.', 'Tilbage til {merchant}', 'Aktivt', 'Afventer bekræftelse', 'Opsagt', 'Lukket', 'Udløbet', 'Vil du opsige dette abonnement?', 'Behold abonnementet'],
  el: ['Η συνδρομή σας', 'Πρόγραμμα', 'Ποσό', 'Κατάσταση', 'Επόμενη πληρωμή', 'Ακύρωση συνδρομής', 'Η συνδρομή σας ακυρώθηκε.', 'Επιστροφή στο {merchant}', 'Ενεργή', 'Αναμένει επιβεβαίωση', 'Ακυρώθηκε', 'Έκλεισε', 'Έληξε', 'Ακύρωση αυτής της συνδρομής;', 'Διατήρηση συνδρομής'],
  et: ['Teie tellimus', 'Pakett', 'Summa', 'Olek', 'Järgmine makse', 'Tühista tellimus', 'Teie tellimus on tühistatud.', 'Tagasi: {merchant}', 'Aktiivne', 'Ootab kinnitust', 'Tühistatud', 'Suletud', 'Lõppenud', 'Kas tühistada see tellimus?', 'Jäta tellimus alles'],
  fi: ['Tilauksesi', 'Paketti', 'Summa', 'Tila', 'Seuraava maksu', 'Peruuta tilaus', 'Tilauksesi on peruutettu.', 'Takaisin: {merchant}', 'Voimassa', 'Odottaa vahvistusta', 'Peruutettu', 'Suljettu', 'Päättynyt', 'Peruutetaanko tämä tilaus?', 'Pidä tilaus'],
  fil: ['Ang iyong subscription', 'Plano', 'Halaga', 'Status', 'Susunod na bayad', 'Kanselahin ang subscription', 'Nakansela na ang iyong subscription.', 'Bumalik sa {merchant}', 'Aktibo', 'Naghihintay ng kumpirmasyon', 'Nakansela', 'Sarado', 'Natapos na', 'Kanselahin ang subscription na ito?', 'Panatilihin ang subscription'],
  hr: ['Vaša pretplata', 'Paket', 'Iznos', 'Status', 'Sljedeće plaćanje', 'Otkaži pretplatu', 'Vaša je pretplata otkazana.', 'Natrag na {merchant}', 'Aktivna', 'Čeka potvrdu', 'Otkazana', 'Zatvorena', 'Istekla', 'Otkazati ovu pretplatu?', 'Zadrži pretplatu'],
  hu: ['Az Ön előfizetése', 'Csomag', 'Összeg', 'Állapot', 'Következő fizetés', 'Előfizetés lemondása', 'Előfizetését lemondtuk.', 'Vissza ide: {merchant}', 'Aktív', 'Megerősítésre vár', 'Lemondva', 'Lezárva', 'Lejárt', 'Lemondja ezt az előfizetést?', 'Előfizetés megtartása'],
  lt: ['Jūsų prenumerata', 'Planas', 'Suma', 'Būsena', 'Kitas mokėjimas', 'Atšaukti prenumeratą', 'Jūsų prenumerata atšaukta.', 'Grįžti į {merchant}', 'Aktyvi', 'Laukiama patvirtinimo', 'Atšaukta', 'Uždaryta', 'Pasibaigusi', 'Atšaukti šią prenumeratą?', 'Palikti prenumeratą'],
  lv: ['Jūsu abonements', 'Plāns', 'Summa', 'Statuss', 'Nākamais maksājums', 'Atcelt abonementu', 'Jūsu abonements ir atcelts.', 'Atpakaļ uz {merchant}', 'Aktīvs', 'Gaida apstiprinājumu', 'Atcelts', 'Slēgts', 'Beidzies', 'Vai atcelt šo abonementu?', 'Paturēt abonementu'],
  ms: ['Langganan anda', 'Pelan', 'Jumlah', 'Status', 'Pembayaran seterusnya', 'Batalkan langganan', 'Langganan anda telah dibatalkan.', 'Kembali ke {merchant}', 'Aktif', 'Menunggu pengesahan', 'Dibatalkan', 'Ditutup', 'Tamat', 'Batalkan langganan ini?', 'Kekalkan langganan'],
  mt: ['L-abbonament tiegħek', 'Pjan', 'Ammont', 'Status', 'Il-ħlas li jmiss', 'Ikkanċella l-abbonament', 'L-abbonament tiegħek ġie kkanċellat.', 'Lura għal {merchant}', 'Attiv', 'Qed jistenna konferma', 'Ikkanċellat', 'Magħluq', 'Skada', 'Tikkanċella dan l-abbonament?', 'Żomm l-abbonament'],
  nb: ['Abonnementet ditt', 'Plan', 'Beløp', 'Status', 'Neste betaling', 'Si opp abonnementet', 'Abonnementet ditt er sagt opp.', 'Tilbake til {merchant}', 'Aktivt', 'Venter på bekreftelse', 'Sagt opp', 'Lukket', 'Utløpt', 'Vil du si opp dette abonnementet?', 'Behold abonnementet'],
  ro: ['Abonamentul dvs.', 'Plan', 'Sumă', 'Stare', 'Următoarea plată', 'Anulați abonamentul', 'Abonamentul dvs. a fost anulat.', 'Înapoi la {merchant}', 'Activ', 'Se așteaptă confirmarea', 'Anulat', 'Închis', 'Încheiat', 'Anulați acest abonament?', 'Păstrați abonamentul'],
  sk: ['Vaše predplatné', 'Tarif', 'Suma', 'Stav', 'Ďalšia platba', 'Zrušiť predplatné', 'Vaše predplatné bolo zrušené.', 'Späť na {merchant}', 'Aktívne', 'Čaká na potvrdenie', 'Zrušené', 'Uzavreté', 'Ukončené', 'Zrušiť toto predplatné?', 'Ponechať predplatné'],
  sl: ['Vaša naročnina', 'Paket', 'Znesek', 'Stanje', 'Naslednje plačilo', 'Prekliči naročnino', 'Vaša naročnina je preklicana.', 'Nazaj na {merchant}', 'Aktivna', 'Čaka na potrditev', 'Preklicana', 'Zaprta', 'Potekla', 'Želite preklicati to naročnino?', 'Obdrži naročnino'],
  sv: ['Din prenumeration', 'Plan', 'Belopp', 'Status', 'Nästa betalning', 'Avsluta prenumerationen', 'Din prenumeration är avslutad.', 'Tillbaka till {merchant}', 'Aktiv', 'Väntar på bekräftelse', 'Avslutad', 'Stängd', 'Utgången', 'Vill du avsluta den här prenumerationen?', 'Behåll prenumerationen'],
  bn: ['আপনার সাবস্ক্রিপশন', 'প্ল্যান', 'পরিমাণ', 'অবস্থা', 'পরবর্তী পেমেন্ট', 'সাবস্ক্রিপশন বাতিল করুন', 'আপনার সাবস্ক্রিপশন বাতিল করা হয়েছে।', '{merchant}-এ ফিরে যান', 'সক্রিয়', 'নিশ্চিতকরণের অপেক্ষায়', 'বাতিল', 'বন্ধ', 'মেয়াদ শেষ', 'এই সাবস্ক্রিপশন বাতিল করবেন?', 'সাবস্ক্রিপশন রাখুন'],
  fa: ['اشتراک شما', 'طرح', 'مبلغ', 'وضعیت', 'پرداخت بعدی', 'لغو اشتراک', 'اشتراک شما لغو شد.', 'بازگشت به {merchant}', 'فعال', 'در انتظار تأیید', 'لغوشده', 'بسته‌شده', 'پایان‌یافته', 'این اشتراک لغو شود؟', 'حفظ اشتراک'],
  ur: ['آپ کی سبسکرپشن', 'پلان', 'رقم', 'حیثیت', 'اگلی ادائیگی', 'سبسکرپشن منسوخ کریں', 'آپ کی سبسکرپشن منسوخ کر دی گئی ہے۔', '{merchant} پر واپس جائیں', 'فعال', 'تصدیق کا انتظار', 'منسوخ', 'بند', 'ختم', 'کیا یہ سبسکرپشن منسوخ کرنی ہے؟', 'سبسکرپشن برقرار رکھیں'],
  sw: ['Usajili wako', 'Mpango', 'Kiasi', 'Hali', 'Malipo yajayo', 'Ghairi usajili', 'Usajili wako umeghairiwa.', 'Rudi kwa {merchant}', 'Unatumika', 'Inasubiri uthibitisho', 'Umeghairiwa', 'Umefungwa', 'Umeisha', 'Ungependa kughairi usajili huu?', 'Endelea na usajili'],
};

export interface ManageText {
  title: string;
  plan: string;
  amount: string;
  status: string;
  nextPayment: string;
  cancel: string;
  cancelled: string;
  /** The confirmation step's heading: "Cancel this subscription?". */
  confirmTitle: string;
  /** The confirmation step's way back to the page, nothing changed. */
  keep: string;
  backTo(merchant: string): string;
  statusWord(status: SubscriptionStatus): string;
}

/** The shopper's five states: what each of the spec's nine means to them. */
const WORD_OF_STATUS: Record<SubscriptionStatus, 8 | 9 | 10 | 11 | 12> = {
  ACTIVE: 8,
  AUTHORIZATION_REQUIRED: 9,
  IN_PROGRESS: 9,
  MERCHANT_CANCELLED: 10,
  USER_CANCELLED: 10,
  CHANNEL_CANCELLED: 10,
  PLATFORM_CANCELLED: 10,
  CLOSE: 11,
  EXPIRED: 12,
};

export function manageText(catalog: SupportedLocale): ManageText {
  const words = TEXT[catalog];
  const [title, plan, amount, status, nextPayment, cancel, cancelled, back] = words;
  const [confirmTitle, keep] = [words[13], words[14]];
  return {
    title,
    plan,
    amount,
    status,
    nextPayment,
    cancel,
    cancelled,
    confirmTitle,
    keep,
    backTo: (merchant) => back.replace('{merchant}', merchant),
    statusWord: (s) => words[WORD_OF_STATUS[s]] ?? s,
  };
}
