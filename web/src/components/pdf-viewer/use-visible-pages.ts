import { useEffect, useState, type RefObject } from 'react';

export interface VisiblePages {
  /** Pages (1-based) whose slots intersect the scroll container, in order. */
  pages: number[];
  /** The page that fills most of the view: the "current" page. */
  main: number | null;
}

const THRESHOLDS = [0, 0.1, 0.25, 0.5, 0.75, 1];

/**
 * Tracks the page slots (children marked with `data-page`) inside the scroll container.
 * `layoutKey` changes whenever the slots are re-created (new document, other mode).
 */
export function useVisiblePages(container: RefObject<HTMLElement | null>, layoutKey: unknown): VisiblePages {
  const [visible, setVisible] = useState<VisiblePages>({ pages: [], main: null });
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const shown = new Map<number, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const page = Number((entry.target as HTMLElement).dataset.page);
          if (entry.isIntersecting) shown.set(page, entry.intersectionRect.height);
          else shown.delete(page);
        }
        const pages = [...shown.keys()].sort((a, b) => a - b);
        let main: number | null = null;
        for (const page of pages) if (main === null || shown.get(page)! > shown.get(main)!) main = page;
        setVisible({ pages, main });
      },
      { root, threshold: THRESHOLDS },
    );
    root.querySelectorAll<HTMLElement>('[data-page]').forEach((slot) => observer.observe(slot));
    return () => observer.disconnect();
  }, [container, layoutKey]);
  return visible;
}
