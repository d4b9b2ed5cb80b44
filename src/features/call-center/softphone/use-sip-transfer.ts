import { useState } from 'react';
import { TransferSchema } from '@domain/call-center/call-center.schemas';
import { errorMessage } from '@/lib/errors';
import { useListSeatsQuery, useTransferCallMutation } from '../call-center.api';
import type { SipSoftphone } from './sip-softphone';

/** 转接 hands the call on at once (blind); 咨询转接 speaks to the target first, the caller on hold (attended). */
export type TransferMode = 'blind' | 'attended';
/** The seat's choice: another SIP seat, or else the number typed. */
export interface TransferChoice {
  toUserId?: number;
  phone: string;
}

/**
 * 转接 of a SIP seat's call, shared by the PC dialog and the phone's form: the targets (the enterprise's other SIP
 * seats) and `start`, which checks the choice with the server's own schema, has the server check the target and
 * note it on the record (answering what to REFER to), then transfers at once or calls the target first.
 * `start` resolves with the failure's text, or null.
 */
export function useSipTransfer(phone: SipSoftphone, seatUserId: number) {
  const { data: seats = [] } = useListSeatsQuery();
  const [transfer] = useTransferCallMutation();
  const [busy, setBusy] = useState(false);
  const targets = seats.filter((s) => s.sipUser && s.userId !== seatUserId).map((s) => ({ label: `${s.extension} ${s.name}`, value: s.userId }));

  const handOn = async (choice: TransferChoice, mode: TransferMode) => {
    // Neither chosen: the schema's own 二选一 message.
    const input = TransferSchema.safeParse(choice.toUserId !== undefined ? { toUserId: choice.toUserId } : choice.phone.trim() ? { phone: choice.phone } : {});
    if (!input.success) throw new Error(input.error.issues[0]?.message ?? '请选择转接坐席或输入转接号码');
    // An attended transfer's consulting call is written as it starts: the server answers the id to report it under.
    const { referTo, consultCallId } = await transfer({ ...input.data, consult: mode === 'attended' }).unwrap();
    if (!referTo) return;
    if (mode === 'blind') await phone.transfer(referTo);
    else phone.consult(referTo, targets.find((t) => t.value === choice.toUserId)?.label ?? referTo, consultCallId);
  };

  const start = async (choice: TransferChoice, mode: TransferMode): Promise<string | null> => {
    setBusy(true);
    try {
      await handOn(choice, mode);
      return null;
    } catch (error) {
      return errorMessage(error);
    } finally {
      setBusy(false);
    }
  };
  return { targets, start, busy };
}
