export { createVerificationService, maxCodeAttempts, resetLinkMinutes } from './verification.service.js';
export type { OutboxRow, OutboxSearch, VerificationPurpose, VerificationService } from './verification.service.js';
export { createHttpSmsSender, createSmtpSender } from './message-sender.js';
export type { MessageSender, OutgoingMessage } from './message-sender.js';
