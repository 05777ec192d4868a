// Props `reload` (a page whose server markup shows the prices, e.g. the basket page): after a
// change the page is loaded again. A module of its own so that widget tests can replace it
// (happy-dom cannot reload).
export const page = {
  reload(): void {
    location.reload();
  },
};
