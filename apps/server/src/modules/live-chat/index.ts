export * from './live-chat.repository.js';
export {
  describeConversation,
  describeMessage,
  sanitizeChatText,
  transcriptRows,
  transcriptText,
} from './live-chat.service.js';
export type { ChatAttachmentFacts } from './live-chat.tables.js';
