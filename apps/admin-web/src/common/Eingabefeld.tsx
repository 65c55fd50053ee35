/**
 * Outlined text field of the sign-in page without MUI (the first load must stay small): the shared plain
 * input of web-ui, drawn like MUI's outlined field (main.css .vp-feld).
 *
 *   <AnmeldeFelder Feld={Eingabefeld} ... />
 */
import type { EingabeProps } from '@vereinsportal/web-ui/anmeldeFelder';
import { TextEingabe } from '@vereinsportal/web-ui/TextEingabe';

export function Eingabefeld(props: EingabeProps) {
  return <TextEingabe {...props} umrandet hilfeKlasse="vp-feld-hilfe" />;
}
