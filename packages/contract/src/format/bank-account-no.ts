/** spec §2/§9: a 10-digit account number is shown 3-3-4; anything else as it is (display only). */
export function formatBankAccountNo(accountNo: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(accountNo);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : accountNo;
}
