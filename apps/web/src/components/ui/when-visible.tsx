import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Renders its children only once its place on the page comes near the screen, so a section below the fold loads
 * its code and asks its calls only for visitors who scroll to it. Without IntersectionObserver it renders at once.
 */
export function WhenVisible({
  children,
  minHeight,
  rootMargin = '200px',
}: {
  children: ReactNode;
  minHeight: number;
  rootMargin?: string;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible, rootMargin]);
  if (visible) return children;
  return <div ref={placeholder} style={{ minHeight }} aria-hidden="true" />;
}
