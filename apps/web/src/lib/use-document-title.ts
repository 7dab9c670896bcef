import { useEffect } from 'react';

/** Names the browser tab after the page, so tabs, history and screen readers tell pages apart. */
export function useDocumentTitle(title: string, brandName: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${brandName}` : brandName;
  }, [title, brandName]);
}
