import { BackTop } from '@arco-design/web-react';
import { IconToTop } from '@arco-design/web-react/icon';
import type { RefObject } from 'react';

/** Spec part 1 section 9: shown after 400 px of scroll, 30 px from the corner, a 1000 ms glide up. */
const VISIBLE_AFTER_PX = 400;
const OFFSET_PX = 30;
const DURATION_MS = 1000;

export function BackToTop({ target }: { target: RefObject<HTMLElement | null> }) {
  return (
    <BackTop
      visibleHeight={VISIBLE_AFTER_PX}
      duration={DURATION_MS}
      style={{ right: OFFSET_PX, bottom: OFFSET_PX }}
      target={() => target.current ?? window}
    >
      {/* Arco's own button has only an icon: a screen reader would find a button without a name. */}
      <button type="button" className="arco-backtop-button" aria-label="回到顶部">
        <IconToTop />
      </button>
    </BackTop>
  );
}
