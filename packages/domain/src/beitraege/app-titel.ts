/**
 * The title of 'Meine Beiträge' on its own: the member app's start frame names the screen before the app has
 * loaded, without the area's schemas and formatting (app.ts).
 */
export const MEINE_BEITRAEGE_TITEL = 'Meine Beiträge';
