/** Placeholder while a screen loads (plain, so the first load stays small). */
export function Laden({ text = 'Laden...' }: { text?: string }) {
  return (
    <div role="status" className="vp-laden">
      {text}
    </div>
  );
}
