/**
 * Operator rich text. The server sanitizes it (an allow-list of tags, no scripts, no handlers, http(s) links only)
 * when it is saved and again when players read it, so it is set as HTML here and nowhere else.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
