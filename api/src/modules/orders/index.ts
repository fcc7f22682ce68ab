// The orders module's surface for other modules: the payments side (finding an order to pay, the paid transition and
// its confirmation mail, a clip's speed-up), account deletion (the order photos' media), and where order mails go.
export { findOrderForPayment, markOrderPaid } from './payment';
export {
  formatCents,
  orderMailAddress,
  orderNumber,
  ordersPageUrl,
  sendOrderNote,
  sendOrderPaidMail,
  sendSpeedUpMail,
} from './mail';
export { orderPhotoNames } from './list';
export { applySpeedUp, findSpeedUp, SPEED_UP_TEXTS, type SpeedUpPurchase } from './speed-up';
