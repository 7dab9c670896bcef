export * from './member-messages.repository.js';
export {
  describeInboxMessage,
  isSystemMessageTemplate,
  moneyMessageValues,
  perLanguage,
  writeSystemMessage,
} from './member-messages.service.js';
export type { SystemMessageTemplate } from './member-messages.service.js';
export type { MessageAudience, MessageKind } from './member-messages.tables.js';
