export { formatDate, formatDateTime } from './format.ts'
export type { OrderPaymentRequest } from './PaymentDialog.tsx'
export { PaymentDialog } from './PaymentDialog.tsx'
export { ReceiptView } from './ReceiptView.tsx'
