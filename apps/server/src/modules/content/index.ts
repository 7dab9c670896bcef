export { createContentService, selectAnnouncements, selectHelpCentre, textIn } from './content.service.js';
export type { BrandContent, ContentService } from './content.service.js';
export { seedDemoContent } from './content.seed.js';
export { sanitizeRichText } from './sanitize-rich-text.js';
export { imageExtensions, prepareContentImage } from './content-image.js';
export type { ImageRules } from './content-image.js';
