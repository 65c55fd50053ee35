/**
 * Navigation outside React components (the 401 handler in notify.ts needs it).
 * main.tsx registers the router's navigate once: setNavigator((to) => router.navigate({ to })).
 */
let navigator: (to: string) => void = (to) => {
  window.location.assign(to);
};

export function setNavigator(fn: (to: string) => void): void {
  navigator = fn;
}

export function navigateTo(to: string): void {
  navigator(to);
}
