import { DEMO, datumDe, expect, expectNoA11yViolations, isoTage, screenshot, signIn, test, vertrag } from './fixtures';

test.describe('Home', () => {
  test('welcome, six area cards, setup steps with club number and e-mail, the end date of an active trial', async ({ page, vertraege }) => {
    vertraege([vertrag('Test', -1, 29, 60)]);
    await signIn(page, DEMO);
    for (const t of ['Vereinsinfo', 'News', 'Termine', 'Mitglieder', 'Dokumente', 'Vereinskonto']) {
      await expect(page.getByRole('heading', { level: 3, name: t, exact: true })).toBeVisible();
    }
    // The members' web app: its address, the home-screen steps for Android and iPhone, the sign-in data.
    const app = page.getByRole('region', { name: 'App einrichten' });
    await expect(app.getByRole('link', { name: /\/app\/$/ })).toBeVisible();
    await expect(app.getByRole('heading', { name: 'Android' })).toBeVisible();
    await expect(app.getByRole('heading', { name: 'iPhone' })).toBeVisible();
    await expect(app.getByText(`Vereinsnummer ${DEMO.vereinId}, E-Mail-Adresse ${DEMO.email}`)).toBeVisible();
    // The trial's end date shows from its first day, so the admin knows when to subscribe (docs/produkt.md §2).
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveText(
      new RegExp(`^Ihr kostenloser Testzugang endet am ${datumDe(isoTage(29)).replace(/\./g, '\\.')}\\.`),
    );
    await screenshot(page, 'home');
    await expectNoA11yViolations(page);
  });

  const faelle = [
    {
      name: 'trial expired',
      vertrag: vertrag('Test', -40, -10, 30),
      text: /^Ihr kostenloser Testzugang ist abgelaufen!/,
    },
    {
      name: 'subscription expired',
      vertrag: vertrag('Jahresabonnement', -400, -35, 20),
      text: /^Ihr Jahresabonnement ist abgelaufen!/,
    },
    {
      name: 'free operation expired',
      vertrag: vertrag('Gratisbetrieb', -400, -3, 30),
      text: /^Ihr Gratisbetriebs-Zugang ist abgelaufen!/,
    },
    {
      name: 'subscription ends soon',
      vertrag: vertrag('Jahresabonnement', -350, 14, 20),
      text: new RegExp(datumDe(isoTage(14)).replace(/\./g, '\\.')),
    },
    {
      // Not only in the last 30 days: a subscription without follow-on always says when it ends.
      name: 'subscription without follow-on',
      vertrag: vertrag('Jahresabonnement', -100, 264, 40),
      text: new RegExp(`^Ihr Jahresabonnement endet am ${datumDe(isoTage(264)).replace(/\./g, '\\.')}\\.`),
    },
  ] as const;

  for (const fall of faelle) {
    test(`banner: ${fall.name}`, async ({ page, vertraege }) => {
      vertraege([fall.vertrag]);
      await signIn(page, DEMO);
      const banner = page.getByRole('alert').filter({ hasText: fall.text });
      await expect(banner).toBeVisible();
      await screenshot(page, `home-banner-${fall.name.replace(/\s+/g, '-')}`);
      await expectNoA11yViolations(page);
    });
  }

  test('no end banner once the subscription is renewed', async ({ page, vertraege }) => {
    vertraege([vertrag('Jahresabonnement', -350, 14, 40), vertrag('Jahresabonnement', 15, 379, 40)]);
    await signIn(page, DEMO);
    await expect(page.getByRole('heading', { name: 'Bereiche' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
