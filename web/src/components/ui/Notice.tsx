import { useEffect } from 'react';
import './notice.css';

export interface NoticeMessage {
  /** Changes with every notice, so the same text twice is announced twice. */
  id: number;
  text: string;
}

/** A polite, self-clearing confirmation ("Company created") announced by screen readers. */
export function Notice({ notice, onDone }: { notice: NoticeMessage | null; onDone: () => void }) {
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(onDone, 8000);
    return () => window.clearTimeout(timer);
  }, [notice, onDone]);
  return (
    <p className="notice-flash" role="status" data-visible={notice ? true : undefined}>
      {notice?.text}
    </p>
  );
}
