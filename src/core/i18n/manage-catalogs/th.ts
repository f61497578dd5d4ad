/** Thai. */
import type { ManageCatalog } from './en.js';

const th: ManageCatalog = {
  'manage.title': "การสมัครสมาชิกของคุณ",
  'manage.status': "สถานะ",
  'subscription.status.trialing': "อยู่ในช่วงทดลองใช้",
  'subscription.status.active': "ใช้งานอยู่",
  'subscription.status.past_due': "ค้างชำระเงิน",
  'subscription.status.pending': "รอดำเนินการ",
  'subscription.status.cancelled': "ยกเลิกแล้ว",
  'subscription.status.expired': "หมดอายุ",
  'subscription.status.closed': "ปิดแล้ว",
  'manage.trialEnds': "สิ้นสุดการทดลองใช้",
  'manage.history': "ประวัติการชำระเงิน",
  'manage.amount': "จำนวนเงิน",
  'manage.noPayments': "ยังไม่มีการชำระเงิน",
  'manage.payment.paid': "ชำระแล้ว",
  'manage.payment.failed': "ไม่สำเร็จ",
  'manage.payment.pending': "รอดำเนินการ",
  'manage.pastDue': "การชำระเงินครั้งล่าสุดของคุณไม่สำเร็จ อัปเดตวิธีการชำระเงินเพื่อคงการสมัครสมาชิกไว้",
  'manage.updatePayment': "อัปเดตวิธีการชำระเงิน",
  'manage.popupOpen': "อัปเดตวิธีการชำระเงินในหน้าต่างที่เปิดขึ้น",
  'manage.changePlan': "เปลี่ยนแพ็กเกจ",
  'manage.choosePlan': "เลือกแพ็กเกจใหม่",
  'manage.keepPlan': "ใช้แพ็กเกจเดิมต่อ",
  'manage.cancel': "ยกเลิกการสมัครสมาชิก",
  'manage.confirmTitle': "ยกเลิกการสมัครสมาชิกใช่ไหม",
  'manage.keepUntil': "คุณยังใช้งานได้จนถึง {date}",
  'manage.keep': "คงการสมัครสมาชิกไว้",
  'manage.cancelled': "ยกเลิกการสมัครสมาชิกของคุณแล้ว",
  'manage.refused': "ไม่สามารถยกเลิกการสมัครสมาชิกของคุณได้",
};
export default th;
