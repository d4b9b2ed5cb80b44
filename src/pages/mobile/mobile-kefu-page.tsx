import { MobileDesk } from '@/features/online-chat/components/mobile-desk';

/** /m/kefu 在线客服: the reception desk on the phone (the online chat area's screen). */
export default function MobileKefuPage() {
  return <MobileDesk />;
}
