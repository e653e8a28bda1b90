import fs from 'node:fs/promises';
import { api, WheelDefinition, type SpinPrize } from '@wallet/contract';
import { OperatorError } from '../client';
import { reasonOf } from './reason';
import type { Command } from './types';

const prizeText = (p: SpinPrize) =>
  p.kind === 'coupon'
    ? `coupon ฿${p.amount.toFixed(2)}${p.condition ? ` as a bonus (target ${p.condition.percentSuccess}%, forfeit ${p.condition.percentFail}%)` : ''}, ${p.validDays} day(s)`
    : p.kind === 'coins'
      ? `${p.coins} coin(s)`
      : 'nothing';

/** Operator commands of the prize wheel (issue 10). */
export const spinwheelCommands: Command[] = [
  {
    name: 'spinwheel',
    args: '',
    description: 'The live wheel (slices, weights, chances, prizes) and its versions',
    async run(_args, call) {
      const r = await call(api.operatorSpinwheel.wheel, {});
      if (!r.live) return 'No wheel published.';
      const total = r.live.definition.slices.reduce((sum, s) => sum + s.weight, 0);
      return [
        `Live: version ${r.live.version} "${r.live.definition.name.en}"`,
        ...r.live.definition.slices.map(
          (s) =>
            `  ${s.code.padEnd(8)} weight ${String(s.weight).padStart(6)} ` +
            `${((100 * s.weight) / total).toFixed(2).padStart(6)}%  ${prizeText(s.prize)}`,
        ),
        'Versions:',
        ...r.versions.map(
          (v) =>
            `  ${v.version} ${v.createdAt} ${v.slices} slices, ${v.spins} spin(s): ${v.reason}`,
        ),
      ].join('\n');
    },
  },
  {
    name: 'spinwheel:set',
    args: 'FILE.json --reason TEXT',
    description: 'Publish a new wheel version from a JSON file (the old version stays)',
    async run(args, call) {
      const { rest, reason } = reasonOf(args);
      const [file] = rest;
      if (!file || !reason) throw new OperatorError('usage: spinwheel:set FILE.json --reason TEXT');
      let json: unknown;
      try {
        json = JSON.parse(await fs.readFile(file, 'utf8'));
      } catch (error) {
        throw new OperatorError(`cannot read ${file}: ${(error as Error).message}`);
      }
      const parsed = WheelDefinition.safeParse(json);
      if (!parsed.success) {
        const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
        throw new OperatorError(`${file} is not a valid wheel:\n${lines.join('\n')}`);
      }
      const r = await call(api.operatorSpinwheel.setWheel, {
        body: { wheel: parsed.data, reason },
      });
      return `Published wheel version ${r.version}`;
    },
  },
  {
    name: 'coins',
    args: 'PHONE N --reason TEXT',
    description: 'Grant (N > 0) or take (N < 0) spin-wheel coins, with a reason',
    async run(args, call) {
      const { rest, reason } = reasonOf(args);
      const [phone, n] = rest;
      const coins = Number(n);
      if (!phone || !Number.isInteger(coins) || coins === 0 || !reason) {
        throw new OperatorError('usage: coins PHONE N --reason TEXT (N a whole number, not 0)');
      }
      const r = await call(api.operatorSpinwheel.grantCoins, {
        params: { phone },
        body: { coins, reason },
      });
      return `${r.phone} now has ${r.coins} coin(s)`;
    },
  },
  {
    name: 'coupon:issue',
    args: 'PHONE SLICE --reason TEXT',
    description: 'Issue a coupon of a live slice’s prize to a member, with a reason',
    async run(args, call) {
      const { rest, reason } = reasonOf(args);
      const [phone, slice] = rest;
      if (!phone || !slice || !reason) {
        throw new OperatorError('usage: coupon:issue PHONE SLICE --reason TEXT');
      }
      const r = await call(api.operatorSpinwheel.issueCoupon, {
        params: { phone },
        body: { slice, reason },
      });
      return `Coupon ${r.couponId} issued, claimable until ${r.expiresAt}`;
    },
  },
  {
    name: 'coins:earn',
    args: '',
    description: 'Credit coins earned by deposits and play now (the rewards job runs every 10 s)',
    async run(_args, call) {
      const r = await call(api.operatorSpinwheel.earnCoins, {});
      return `${r.rows} earning(s) written, ${r.coins} coin(s) in all`;
    },
  },
  {
    name: 'spin:verify',
    args: 'SPIN_ID',
    description: 'Recompute a recorded spin from its seeds and wheel version',
    async run([id], call) {
      if (!id || !/^\d+$/.test(id)) throw new OperatorError('usage: spin:verify SPIN_ID');
      const r = await call(api.operatorSpinwheel.verifySpin, { params: { id } });
      return [
        `Spin ${r.spinId} of ${r.phone}, wheel version ${r.wheelVersion}`,
        `  server seed ${r.serverSeed} (${r.revealed ? 'revealed to the member' : 'still in use, not revealed'})`,
        `  SHA-256     ${r.seedHash} ${r.hashMatches ? 'matches' : 'DOES NOT MATCH'}`,
        `  client seed ${r.clientSeed}, nonce ${r.nonce}`,
        `  recorded    draw ${r.recorded.draw} → ${r.recorded.code}`,
        `  recomputed  draw ${r.recomputed.draw} → ${r.recomputed.code}`,
        r.ok ? 'OK: the spin recomputes exactly' : 'MISMATCH: the spin does not recompute',
      ].join('\n');
    },
  },
];
