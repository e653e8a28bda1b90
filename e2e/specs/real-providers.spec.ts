import { api } from '@wallet/contract';
import { expect, test } from '../support/i18n';
import { memberAtHome } from '../support/home';
import { operator } from '../support/operator';

/**
 * Slots routed to the real aggregators' adapters (here talking to their protocol doubles, which
 * the e2e config starts beside the server): the member activates the slot and its auto-login
 * link (spec §7) opens the provider's own launch page, signed in as the member's player there.
 */
const ROUTES = [
  { code: 'betflix', name: 'Betflix', category: 'slot', provider: 'betflix' },
  { code: 'askmebet', name: 'AskMeBet', category: 'sport', provider: 'askmebet' },
] as const;

const route = (code: string, provider: string) =>
  operator(api.operatorSlots.setSlot, {
    params: { code },
    body: { provider, reason: 'e2e: routed to the protocol double' },
  });

test.describe('real game providers (askmebet, Betflix) behind their doubles', () => {
  test.beforeAll(async () => {
    for (const slot of ROUTES) await route(slot.code, slot.provider);
  });
  // the other specs see the demo again (nobody holds money in these slots by then)
  test.afterAll(async () => {
    for (const slot of ROUTES) await route(slot.code, 'demo');
  });

  for (const slot of ROUTES) {
    test(`${slot.name}: the auto-login link leads to the provider's launch page`, async ({
      page,
      m,
    }) => {
      await memberAtHome(page, m, 100);
      // the carousel shows a few cards at a time (the others are inert): step to the slot's card
      const carousel = page.getByRole('region', { name: m.games.categories[slot.category] });
      const card = carousel.getByRole('button', { name: new RegExp(`^${slot.name}`) });
      // the carousels render once the member scrolls or the page is idle (home's WhenNeeded): look
      // for the card only once they are there, or a carousel with no Next to press waits forever
      await expect(carousel).toBeVisible();
      for (let step = 0; step < 10 && !(await card.isVisible()); step++) {
        await carousel.getByRole('button', { name: m.games.next }).click();
      }
      await card.click();
      const game = page.getByRole('dialog', { name: slot.name });
      await game.getByRole('button', { name: m.games.account.activate }).click();
      const username = game.getByRole('textbox', { name: m.games.account.username });
      await expect(username).not.toHaveValue('');
      const player = await username.inputValue();
      // the provider's rules: its agent code in front of the member's player name
      expect(player).toMatch(slot.provider === 'betflix' ? /^fkag[a-z0-9]+$/ : /^fakeag[a-z0-9]+$/);

      const popup = page.waitForEvent('popup');
      await game.getByRole('button', { name: m.games.account.web }).click({ noWaitAfter: true });
      const launched = await popup;
      await expect(
        launched.getByRole('heading', { name: `${slot.provider}: ${player}` }),
      ).toBeVisible();
      await launched.close();
    });
  }
});
