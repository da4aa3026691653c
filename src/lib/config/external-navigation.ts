// Leaving the single-page app (console, invitation links). One function so tests can replace it.
export function goToExternal(url: string): void {
  window.location.assign(url);
}
