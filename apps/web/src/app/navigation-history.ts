// The route names of the current and previous page, for guards that depend on where the person
// came from (SPEC §2: payment-details and your-details refuse navigation from pathway-complete or
// card-review).
let current: string | undefined;
let previous: string | undefined;

export const navigationHistory = {
  record(routeName: string | undefined): void {
    if (routeName === current) return;
    previous = current;
    current = routeName;
  },
  current: (): string | undefined => current,
  previous: (): string | undefined => previous,
  reset(): void {
    current = undefined;
    previous = undefined;
  },
};
