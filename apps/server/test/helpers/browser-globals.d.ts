// The server project type-checks the api-client's source (tests import it with the `source`
// condition), and that source reads two browser globals behind `typeof` guards. The server has no
// DOM lib (it would change Blob/fetch types for the whole project), so declare just these two.
declare var document: { cookie: string };
declare var location: { href: string; origin: string };
