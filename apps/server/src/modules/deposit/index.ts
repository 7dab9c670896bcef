export { createDepositService } from './deposit.service.js';
export type { DepositQueueFilter, DepositRow, DepositService, PaymentChannelRow } from './deposit.service.js';
export type { DepositStatus, PaymentChannelKind } from './deposit.tables.js';
export { promptPayPayload } from './promptpay.js';
export { signWebhook, verifyWebhook } from './webhook-signature.js';
export { insertChannelIfAbsent } from './deposit.repository.js';
export { paymentProviders } from './payment-provider.js';
export type { PaymentProvider, ProviderEvent } from './payment-provider.js';
