/**
 * The e2e server runs with TEST_CLOCK=true and TEST_MODE=true (issue 15): rules measured in
 * hours and days are tested by moving the server's clock, and every spec that moves it puts it
 * back. Each move is an audited operator call (the operator token is the owner's key).
 */
async function clock(body: object): Promise<Date> {
  const res = await fetch(`http://127.0.0.1:${process.env.E2E_PORT}/api/test/clock`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${process.env.E2E_OPERATOR_TOKEN}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`test clock: ${res.status} ${await res.text()}`);
  return new Date(((await res.json()) as { now: string }).now);
}

export const advanceServerClock = (ms: number) => clock({ advanceMs: ms });
export const resetServerClock = () => clock({ reset: true });
