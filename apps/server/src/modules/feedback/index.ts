export * from './feedback.repository.js';
export type { FeedbackImageFacts } from './feedback.tables.js';
