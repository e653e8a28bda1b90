/**
 * A game card is named by what it shows, the game first ("PG Slot 250.50 ≈ ฿250.50", "Joker
 * Open account": WCAG 2.5.3, issue 13). Tests find a card by its game: `{ name: gameCard('PG
 * Slot') }` (not "PG Slot Classic").
 */
export const gameCard =
  (game: string) =>
  (_name: string, element: Element): boolean =>
    element.classList.contains('game-card') &&
    element.querySelector('.game-card__name')?.textContent === game;

/** The game shown on each card, in order. */
export const gameNamesOf = (cards: Element[]): (string | null | undefined)[] =>
  cards.map((card) => card.querySelector('.game-card__name')?.textContent);
