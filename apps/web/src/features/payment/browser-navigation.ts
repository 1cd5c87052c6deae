// Full-page moves away from the app (3-D Secure, PayPal) and reloads, in one place so that tests can
// watch them: jsdom cannot navigate.
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
  /**
   * SPEC §7: "a prepared form is appended to the page and submitted". A GET form drops the action's
   * query string, so its parameters travel as hidden fields.
   */
  submitForm(url: string): void {
    const target = new URL(url, window.location.href);
    const form = document.createElement('form');
    form.method = 'get';
    form.action = `${target.origin}${target.pathname}`;
    form.hidden = true;
    form.dataset.testid = 'paypal-form';
    for (const [name, value] of target.searchParams) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
  },
};
