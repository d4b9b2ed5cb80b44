import { useState, type ReactNode } from 'react';

type Direction = 'deeper' | 'shallower' | 'level';

const depth = (path: string) => path.split('/').filter(Boolean).length;

function directionOf(from: string, to: string): Direction {
  const change = depth(to) - depth(from);
  return change > 0 ? 'deeper' : change < 0 ? 'shallower' : 'level';
}

export interface PageTransitionProps {
  /** The current pathname: a change starts the slide. */
  path: string;
  /** Re-mounts the page when it changes without a path change (the tab strip's refresh). */
  refreshKey: number;
  children: ReactNode;
}

/** The page slides left when the path gets deeper (more segments) and right when it gets shallower. */
export function PageTransition({ path, refreshKey, children }: PageTransitionProps) {
  const [shown, setShown] = useState({ path, direction: 'level' as Direction });
  if (shown.path !== path) setShown({ path, direction: directionOf(shown.path, path) });

  return (
    <div key={`${path}#${refreshKey}`} className={`shell-page shell-page-${shown.direction}`} data-transition={shown.direction}>
      {children}
    </div>
  );
}
