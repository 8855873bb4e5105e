import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

interface PathLinkProps {
  path: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A link to a screen of another feature by its path (the invoice screen, the reports list),
 * navigated by the router like any link; a modified click still opens a new tab.
 */
export function PathLink({ path, className, children, ...aria }: PathLinkProps) {
  const router = useRouter();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: path });
  }
  return (
    <a href={path} className={className} onClick={onClick} {...aria}>
      {children}
    </a>
  );
}
