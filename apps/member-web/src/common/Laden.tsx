import { LADEN_TEXT } from './texte';

/** Placeholder while a screen loads (plain, so the first load stays small). */
export function Laden({ text = LADEN_TEXT }: { text?: string }) {
  return (
    <div role="status" className="vp-laden">
      {text}
    </div>
  );
}
