/**
 * The self-hosted bot check (docs/produkt.md §10: ALTCHA proof-of-work). Wraps the `altcha` web component;
 * calls onPayload with the widget's payload once verified, null when it expires or resets.
 * The payload travels in VereinRegistrieren.RecaptchaResponse (registration) or with the next
 * sign-in (CallOptions.botcheck) after a 429 that asks for it.
 */
import { useEffect, useRef } from 'react';
import 'altcha';
import 'altcha/i18n/de';
import { OPERATIONEN, SERVER_BASE_PATH } from '@vereinsportal/api-client';

/** The widget fetches its challenge itself, from the contract's open bot-check operation. */
export const BOTCHECK_CHALLENGE_URL = `${SERVER_BASE_PATH}${OPERATIONEN.getBotcheckChallenge.pfad}`;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        challengeurl?: string;
        language?: string;
        name?: string;
        hidefooter?: boolean;
      };
    }
  }
}

interface StateDetail {
  state?: string;
  payload?: string;
}

export function AltchaWidget({ onPayload }: { onPayload: (payload: string | null) => void }) {
  const ref = useRef<HTMLElement>(null);
  const callback = useRef(onPayload);
  useEffect(() => {
    callback.current = onPayload;
  });

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onState = (ev: Event) => {
      const detail = (ev as CustomEvent<StateDetail>).detail ?? {};
      if (detail.state === 'verified' && detail.payload) callback.current(detail.payload);
      else callback.current(null);
    };
    const onVerified = (ev: Event) => {
      const payload = (ev as CustomEvent<StateDetail>).detail?.payload;
      if (payload) callback.current(payload);
    };
    const onExpired = () => callback.current(null);
    el.addEventListener('statechange', onState);
    el.addEventListener('verified', onVerified);
    el.addEventListener('expired', onExpired);
    return () => {
      el.removeEventListener('statechange', onState);
      el.removeEventListener('verified', onVerified);
      el.removeEventListener('expired', onExpired);
    };
  }, []);

  // `challenge` is the v3 attribute; `challengeurl` keeps older widget versions working.
  return <altcha-widget ref={ref} challenge={BOTCHECK_CHALLENGE_URL} challengeurl={BOTCHECK_CHALLENGE_URL} language="de" name="altcha" />;
}
