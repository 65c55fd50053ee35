// Lighthouse (performance category only) in Debian's Chromium through puppeteer-core.
// Signed-in pages: one auto sign-in (/anmeldung?vereinid=..&userid=..&passwort=..) in a throwaway tab
// yields the portal's sessionStorage entries (the member app: its localStorage session with a device token,
// appSitzung); each measured run then injects them with
// evaluateOnNewDocument before any page script runs, so Lighthouse navigates straight to the target page
// (cold HTTP cache, Lighthouse's own storage reset) and the run is checked to have stayed on it.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { API, CHROMIUM_ARGS, DEMO, median } from './lib.mjs';

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export async function launchChrome() {
  return puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROME_FLAGS,
    defaultViewport: null,
  });
}

/** The sessionStorage entries the portal keeps after signing in the demo admin. */
export async function portalSession(browser, baseURL) {
  const page = await browser.newPage();
  try {
    const q = new URLSearchParams({ vereinid: String(DEMO.vereinId), userid: DEMO.email, passwort: DEMO.passwort });
    await page.goto(`${baseURL}/anmeldung?${q}`);
    await page.waitForFunction(() => globalThis.location.pathname === '/' && globalThis.sessionStorage.length > 0, { timeout: 30_000 });
    return await page.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).map((k) => [k, sessionStorage.getItem(k)])));
  } finally {
    await page.close();
  }
}

/**
 * The member app's localStorage after the demo admin (a member with app access) signed in on this device:
 * its session with the device token of appAnmelden (apps/member-web/src/common/session.ts), for `local`.
 */
export async function appSitzung(baseURL) {
  const res = await fetch(`${baseURL}${API}/api/app/anmelden`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      vereinid: String(DEMO.vereinId),
      emailadresse: encodeURIComponent(DEMO.email),
      passwort: encodeURIComponent(DEMO.passwort),
    },
    body: JSON.stringify({ GeraetId: 'lighthouse-bench' }),
  });
  if (!res.ok) throw new Error(`appAnmelden HTTP ${res.status}`);
  const a = await res.json();
  const sitzung = {
    vereinId: a.VereinId,
    emailadresse: a.Emailadresse,
    token: a.Token,
    geraetId: a.GeraetId,
    vereinsName: a.VereinsName,
    mitgliedId: a.MitgliedId,
    vorname: a.Vorname,
    nachname: a.Nachname,
  };
  return { 'vereinsportal.app.sitzung': JSON.stringify(sitzung) };
}

/**
 * `runs` Lighthouse navigations of `url` (form 'desktop' = Lighthouse's desktop preset, 'mobile' = the
 * default config: Moto G Power emulation, simulated slow 4G and 4x CPU). Returns the median performance
 * score (0-100), the median CLS and every run's figures.
 */
export async function lighthouseRuns(browser, url, { form, runs, session, local }) {
  const config = form === 'desktop' ? desktopConfig : undefined;
  const einzel = [];
  for (let i = 0; i < runs; i++) einzel.push(await mitWiederholung(() => einLauf(browser, url, config, session, local)));
  return {
    score: median(einzel.map((e) => e.score)),
    cls: median(einzel.map((e) => e.cls)),
    lcp: median(einzel.map((e) => e.lcp)),
    tbt: median(einzel.map((e) => e.tbt)),
    einzel,
  };
}

/** Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART, NO_FCP ...): such a run is repeated, twice at most. */
async function mitWiederholung(fn) {
  for (let versuch = 1; ; versuch++) {
    try {
      return await fn();
    } catch (err) {
      if (versuch >= 3 || !/Lighthouse: /.test(String(err?.message))) throw err;
    }
  }
}

async function einLauf(browser, url, config, session, local) {
  const page = await browser.newPage();
  try {
    if (session || local) {
      await page.evaluateOnNewDocument(
        (s, l) => {
          try {
            for (const [k, v] of Object.entries(s ?? {})) sessionStorage.setItem(k, v);
            for (const [k, v] of Object.entries(l ?? {})) localStorage.setItem(k, v);
          } catch {
            // about:blank has no storage
          }
        },
        session,
        local,
      );
    }
    const result = await lighthouse(url, { logLevel: 'error', output: 'json', onlyCategories: ['performance'] }, config, page);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalUrl = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl);
    if (finalUrl.pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse landete auf ${finalUrl.pathname} statt ${new URL(url).pathname}`);
    const a = lhr.audits;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      cls: a['cumulative-layout-shift']?.numericValue ?? NaN,
      lcp: a['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: a['total-blocking-time']?.numericValue ?? NaN,
      fcp: a['first-contentful-paint']?.numericValue ?? NaN,
    };
  } finally {
    await page.close();
  }
}
