// §4.3: after a restore on a general page the page reloads. A module of its own so that the
// widget tests can replace it (happy-dom cannot reload).
export const page = {
  reload(): void {
    location.reload();
  },
};
