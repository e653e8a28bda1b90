import { slipVerify } from 'promptparse/generate';
import type { SlipRecord } from './slip-common';

/** Our deposit accounts in the tests: the demo's KBANK and SCB accounts. */
export const OUR_ACCOUNTS = [
  { bankAccountNo: '0641234567', bankAccountName: 'บจก. ลักกี้ วอลเล็ท' },
  { bankAccountNo: '4071234568', bankAccountName: 'บจก. ลักกี้ วอลเล็ท' },
];

let n = 0;

/** A registered slip's record: a real mini-QR payload, to our KBANK account, just now. */
export function slipRecord(over: Partial<SlipRecord> = {}): SlipRecord {
  n++;
  const sendingBank = over.sendingBank ?? '004';
  const transRef = over.transRef ?? `${Date.now()}T${n}`.slice(-20);
  return {
    payload: slipVerify({ sendingBank, transRef }),
    amount: 500,
    sendingBank,
    transRef,
    date: new Date(),
    receivingAccount: '0641234567',
    receivingBank: '004',
    receiverName: 'บจก. ลักกี้ วอลเล็ท',
    ...over,
  };
}
