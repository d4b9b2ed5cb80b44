import { MobileScreen } from '@/app/mobile/mobile-screen';
import { MobileSeatCard } from '@/features/call-center/components/mobile/mobile-seat-card';

/** /m/seat: the call centre's seat on the phone (its state, sign in and out, idle or busy, the call ringing it). */
export default function MobileSeatPage() {
  return (
    <MobileScreen title="坐席" back>
      <MobileSeatCard />
    </MobileScreen>
  );
}
