import { expect, expectNoA11yViolations, test } from './fixtures';

// The demo outbox speaks German like every other page, with the README's word for it.
test('the demo outbox (/outbox) is titled «Postausgang»', async ({ page }) => {
  await page.goto('/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Postausgang' })).toBeVisible();
  await expect(page.getByText('Outbox')).toHaveCount(0);
  await expectNoA11yViolations(page);
});
