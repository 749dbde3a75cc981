/** Helpers of the teaching-board specs (teaching.spec.mjs, i18n-pages.spec.mjs). */

/** The diagram figure holding the first board that matches `boardSelector` (`[moves="1. e3 e5"]`). */
export const figureOf = (page, boardSelector) => page.locator(`.diagram:has(> berserker-board${boardSelector})`).first();

/** The page loaded with every board live. */
export async function openLive(page, path) {
  await page.goto(path);
  await page.evaluate(async () => {
    await customElements.whenDefined('berserker-board');
    await Promise.all([...document.querySelectorAll('berserker-board')].map((el) => el.updateComplete));
  });
}
