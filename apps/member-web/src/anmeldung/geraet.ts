/**
 * This app installation: a random id kept in localStorage (sent with appAnmelden at sign-in, which keys
 * the device's row and token by it, and deleteAppGeraet at sign-out) and a label the member recognises,
 * from the user agent.
 */
export const GERAET_KEY = 'vereinsportal.app.geraetId';

const ID_MUSTER = /^[A-Za-z0-9-]{8,64}$/;

function zufallsId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The installation's id; created on first use. */
export function geraetId(speicher: Pick<Storage, 'getItem' | 'setItem'> = localStorage): string {
  const vorhanden = speicher.getItem(GERAET_KEY);
  if (vorhanden && ID_MUSTER.test(vorhanden)) return vorhanden;
  const neu = zufallsId();
  speicher.setItem(GERAET_KEY, neu);
  return neu;
}

const BROWSER: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEM: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'Mac'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome auf Android', 'Safari auf iPhone', ... (at most 100 characters); 'Browser' when unknown. */
export function geraetBezeichnung(userAgent: string): string {
  const browser = BROWSER.find(([muster]) => muster.test(userAgent))?.[1];
  const system = SYSTEM.find(([muster]) => muster.test(userAgent))?.[1];
  const text = browser && system ? `${browser} auf ${system}` : (browser ?? system ?? 'Browser');
  return text.slice(0, 100);
}
