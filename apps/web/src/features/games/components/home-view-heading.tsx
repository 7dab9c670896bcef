import type { ReactNode } from 'react';
import { homeViewTopId } from '../use-home-view';

/** A home view's title row; the view scrolls back here when its page changes. */
export function HomeViewHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div id={homeViewTopId} className="flex scroll-mt-24 flex-wrap items-end justify-between gap-3">
      <h1 id="home-view-title" className="text-2xl font-bold text-text">
        {title}
      </h1>
      {children}
    </div>
  );
}
