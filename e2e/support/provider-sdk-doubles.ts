// Stripe.js / Checkout Frames client fields (payments issue).
//
// Tiny stand-ins for Stripe.js and Checkout.com Frames, served in the browser in place of
// https://js.stripe.com/** and https://cdn.checkout.com/** so that the payment step can be driven
// with no network. They implement only the calls the app makes, and draw plain labelled inputs
// where the real SDKs draw their iframes. Each token they mint ends with the card's last four digits.

export const STRIPE_DOUBLE_JS = String.raw`
(function () {
  function field(parent, label, name, type) {
    var id = 'stripe-double-' + name;
    var wrap = document.createElement('div');
    wrap.style.cssText = 'display:grid;gap:4px;margin:0 0 8px';
    var l = document.createElement('label');
    l.htmlFor = id; l.textContent = label;
    var input = document.createElement('input');
    input.id = id; input.name = name; input.type = type || 'text';
    input.style.cssText = 'padding:10px;border:1px solid #8a94a3;border-radius:8px;font:inherit';
    wrap.appendChild(l); wrap.appendChild(input); parent.appendChild(wrap);
    return input;
  }
  function Stripe(key) {
    window.__stripeDouble = { key: key, tokens: [] };
    var values = {};
    return {
      elements: function (options) {
        window.__stripeDouble.elementsOptions = options;
        return {
          update: function () {},
          submit: function () {
            var card = (values.cardNumber || '').replace(/\D/g, '');
            if (card.length < 15) return Promise.resolve({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
            return Promise.resolve({});
          },
          create: function (type, opts) {
            var handlers = {};
            var box = document.createElement('div');
            box.setAttribute('data-double', type);
            function emit(value, complete) { if (handlers.change) handlers.change({ elementType: type, complete: complete, empty: false, value: value }); }
            if (type === 'linkAuthentication') {
              var email = field(box, 'Email', 'email', 'email');
              email.value = (opts.defaultValues && opts.defaultValues.email) || '';
              email.addEventListener('input', function () { emit({ email: email.value }, /@/.test(email.value)); });
            } else if (type === 'address') {
              var d = opts.defaultValues || {}; var a = d.address || {};
              var inputs = {
                firstName: field(box, 'First name', 'firstName'), lastName: field(box, 'Last name', 'lastName'),
                line1: field(box, 'Address line 1', 'line1'), city: field(box, 'City', 'city'),
                state: field(box, 'State', 'state'), postal_code: field(box, 'ZIP', 'postal_code'),
              };
              inputs.firstName.value = d.firstName || ''; inputs.lastName.value = d.lastName || '';
              inputs.line1.value = a.line1 || ''; inputs.city.value = a.city || ''; inputs.state.value = a.state || ''; inputs.postal_code.value = a.postal_code || '';
              var send = function () {
                emit({ name: inputs.firstName.value + ' ' + inputs.lastName.value, firstName: inputs.firstName.value, lastName: inputs.lastName.value,
                  address: { line1: inputs.line1.value, line2: null, city: inputs.city.value, state: inputs.state.value, postal_code: inputs.postal_code.value, country: 'US' } }, true);
              };
              Object.keys(inputs).forEach(function (k) { inputs[k].addEventListener('input', send); });
            } else if (type === 'payment') {
              var number = field(box, 'Card number', 'cardNumber');
              field(box, 'Expiration date', 'expiry'); field(box, 'Security code', 'cvc');
              // Like the real element for a US card: the ZIP code, and the name only unless told never.
              field(box, 'ZIP', 'postal_code');
              var billing = (opts && opts.fields && opts.fields.billingDetails) || {};
              window.__stripeDouble.paymentFields = billing;
              if (billing.name !== 'never') field(box, 'Full name', 'name');
              number.addEventListener('input', function () { values.cardNumber = number.value; emit({ type: 'card' }, number.value.replace(/\D/g, '').length >= 15); });
            }
            return {
              mount: function (el) { el.appendChild(box); setTimeout(function () { if (type === 'address' && handlers.change) box.querySelector('input').dispatchEvent(new Event('input')); }, 0); },
              on: function (event, handler) { handlers[event] = handler; },
              destroy: function () { box.remove(); },
            };
          },
        };
      },
      createConfirmationToken: function (args) {
        var card = (values.cardNumber || '').replace(/\D/g, '');
        if (card === '4000000000000119') return Promise.resolve({ error: { type: 'api_error', message: 'An error occurred while processing your card.' } });
        var id = 'ctoken_e2e_' + card.slice(-4);
        window.__stripeDouble.tokens.push({ id: id, params: args.params });
        return Promise.resolve({ confirmationToken: { id: id, payment_method_preview: { type: 'card', billing_details: {},
          card: { brand: card.indexOf('37') === 0 ? 'amex' : 'visa', last4: card.slice(-4), exp_month: 12, exp_year: 2034, country: 'US', funding: 'credit', display_brand: 'visa' } } } });
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;

export const FRAMES_DOUBLE_JS = String.raw`
(function () {
  var handlers = {};
  var inputs = null;
  function emit(event, data) { (handlers[event] || []).forEach(function (h) { h(data); }); }
  function digits() { return inputs ? inputs.number.value.replace(/\D/g, '') : ''; }
  window.Frames = {
    Events: { READY: 'ready', FRAME_VALIDATION_CHANGED: 'frameValidationChanged', CARD_TOKENIZED: 'cardTokenized', CARD_TOKENIZATION_FAILED: 'cardTokenizationFailed' },
    init: function (config) {
      window.__framesDouble = { publicKey: config.publicKey, tokens: [] };
      var box = document.querySelector(config.frameSelector || '.card-frame');
      box.innerHTML = '';
      box.style.display = 'flex'; box.style.gap = '8px'; box.style.alignItems = 'center';
      function input(label, name, width) {
        var i = document.createElement('input');
        i.name = name; i.setAttribute('aria-label', label); i.placeholder = label;
        i.style.cssText = 'border:0;min-width:0;width:0;font:inherit;background:transparent;flex:' + width;
        box.appendChild(i);
        return i;
      }
      inputs = { number: input('Card number', 'number', '3'), expiry: input('Expiry date', 'expiry', '1'), cvv: input('CVV', 'cvv', '1') };
      inputs.number.addEventListener('change', function () {
        emit('frameValidationChanged', { element: 'card-number', isValid: digits().length >= 15, isEmpty: digits().length === 0 });
      });
      setTimeout(function () { emit('ready', {}); }, 0);
    },
    addEventHandler: function (event, handler) { (handlers[event] = handlers[event] || []).push(handler); },
    removeAllEventHandlers: function (event) { delete handlers[event]; },
    isCardValid: function () { return digits().length >= 15 && inputs.expiry.value.length >= 4 && inputs.cvv.value.length >= 3; },
    enableSubmitForm: function () {},
    submitCard: function () {
      var card = digits();
      if (card === '4000000000000119') return Promise.reject(new Error('Tokenization request failed'));
      var answer = { type: 'card', token: 'tok_e2e_' + card.slice(-4), bin: card.slice(0, 6), last4: card.slice(-4), expiry_month: 12, expiry_year: 2034,
        expires_on: '2034-12-31T00:00:00Z', scheme: card.indexOf('37') === 0 ? 'AMEX' : 'VISA', card_type: 'CREDIT', card_category: 'CONSUMER', issuer_country: 'AU', product_id: 'F', product_type: 'Visa Classic' };
      window.__framesDouble.tokens.push(answer.token);
      setTimeout(function () { emit('cardTokenized', answer); }, 0);
      return Promise.resolve(answer);
    },
  };
})();
`;
