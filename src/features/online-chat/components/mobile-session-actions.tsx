import { Message } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { conversationText } from '@domain/online-chat/conversation-text';
import type { ChatMessageRow, ChatSessionRow } from '@domain/online-chat/online-chat.schemas';
import { SessionOp } from '@domain/online-chat/session.machine';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { useGetChatStaffQuery, useTransferChatMutation } from '../online-chat.api';
import { sessionOrigin } from '../session-origin';

export interface MobileSessionActionsProps {
  session: ChatSessionRow;
  messages: ChatMessageRow[];
  /** Runs a call; its error goes to the screen's banner. */
  onAttempt: (call: () => Promise<unknown>) => Promise<void>;
}

/** 转接: a colleague of the desk (their load, and 离线 for one without the app open: still allowed, as on the PC). */
function TransferForm({ sessionId, onAttempt, onDone }: { sessionId: number; onAttempt: MobileSessionActionsProps['onAttempt']; onDone: (name: string) => void }) {
  const { data: me } = useGetSessionUserQuery();
  const { data: staffInfo } = useGetChatStaffQuery();
  const [transfer, { isLoading }] = useTransferChatMutation();
  const [toUserId, setToUserId] = useState(0);
  const colleagues = (staffInfo?.staff ?? []).filter((s) => s.userId !== me?.id);
  const handleTransfer = () =>
    void onAttempt(async () => {
      await transfer({ sessionId, toUserId }).unwrap();
      onDone(colleagues.find((c) => c.userId === toUserId)?.name ?? '');
    });
  return (
    <div className="m-actions">
      <label className="m-field" style={{ flex: 1 }}>
        <span>转接给</span>
        <select className="m-input" aria-label="转接给" value={toUserId} onChange={(e) => setToUserId(Number(e.target.value))}>
          <option value={0}>请选择接待人员</option>
          {colleagues.map((c) => (
            <option key={c.userId} value={c.userId}>
              {`${c.name}（${c.serving}/${c.maxConcurrent}${c.online ? '' : ' · 离线'}）`}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="m-btn" disabled={!toUserId || isLoading} onClick={handleTransfer}>
        转接
      </button>
    </div>
  );
}

/**
 * A session's 转事件 and 新建工单 (the phone's forms, carrying the customer, the product and the session
 * as the desk's do, so the event's and order's logs say where they came from), and 转接 where the
 * session allows it (then back to the lists: the chat is the colleague's).
 */
export function MobileSessionActions({ session, messages, onAttempt }: MobileSessionActionsProps) {
  const [, navigate] = useLocation();
  // A chat handed over is no longer this receptionist's: back to their lists.
  const handleMoved = (name: string) => {
    Message.success(`已转接给${name}`);
    navigate(paths.onlineChat.phone, { replace: true });
  };
  return (
    <section aria-label="会话操作">
      <div className="m-actions">
        <button type="button" className="m-btn" onClick={() => navigate(paths.mobile.newEvent({ ...sessionOrigin(session), description: conversationText(messages) }))}>
          转事件
        </button>
        <button type="button" className="m-btn" onClick={() => navigate(paths.mobile.newOrder(sessionOrigin(session)))}>
          新建工单
        </button>
      </div>
      {session.allowedOperations.includes(SessionOp.transfer) && <TransferForm sessionId={session.id} onAttempt={onAttempt} onDone={handleMoved} />}
    </section>
  );
}
