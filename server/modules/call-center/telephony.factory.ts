import { FakeTelephony } from '../../../container-mocks/fake-telephony';
import type { CallCenterConfig } from './call-center.config';
import { TcccTelephony } from './tccc.adapter';
import type { TelephonyAdapter, TelephonyEvent } from './telephony';

/** Without a provider (production without TCCC): every command is refused, no event ever comes. */
class NoTelephony implements TelephonyAdapter {
  readonly name = 'none';
  async check() {}
  private refuse(): never {
    throw new Error('no telephony provider configured');
  }
  signIn = async () => this.refuse();
  signOut = async () => this.refuse();
  setState = async () => this.refuse();
  dialOut = async (): Promise<{ callId: string }> => this.refuse();
  hangUp = async () => this.refuse();
  transfer = async () => this.refuse();
  onEvent(_listener: (event: TelephonyEvent) => void) {
    return () => {};
  }
}

/** The adapter the configuration names: TCCC, the fake provider (dev and tests), or none. */
export function createTelephony(config: CallCenterConfig): TelephonyAdapter {
  if (config.provider === 'tccc') return new TcccTelephony(config.tccc);
  if (config.provider === 'fake') return new FakeTelephony();
  return new NoTelephony();
}
