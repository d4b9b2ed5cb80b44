import { Link } from 'wouter';
import { paths } from '@/app/paths';
import { LINK_BUTTON_STYLE } from './link-button';

/** 新建工单 and 新建事件 for what a screen shows (its query names the origin: customerId, belongCallRecordId …). */
export function NewRecordLinks({ origin }: { origin: Record<string, string> }) {
  return (
    <div className="m-actions" style={{ marginTop: 10 }}>
      <Link className="m-btn m-btn-primary" style={LINK_BUTTON_STYLE} href={paths.mobile.newOrder(origin)}>
        新建工单
      </Link>
      <Link className="m-btn" style={LINK_BUTTON_STYLE} href={paths.mobile.newEvent(origin)}>
        新建事件
      </Link>
    </div>
  );
}
