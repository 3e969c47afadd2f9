import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe-core's serious and critical findings on the page as it is now, one line each. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} - ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`));
}

export async function expectNoSeriousAxeViolations(page: Page, screen: string): Promise<void> {
  expect(await seriousAxeViolations(page), `axe: serious or critical violations on ${screen}`).toEqual([]);
}
