// The simulated gateway's stand-in for Razorpay Checkout (https://checkout.razorpay.com/v1/checkout.js):
// the same `new Razorpay(options)`, `open()`, `close()` and `on('payment.failed', fn)`, the same
// answers to `options.handler` and to the failure handlers. It shows a modal marked TEST where the
// student picks a method and makes the payment succeed or fail; nothing leaves this site.
// A classic script of our own origin (no inline script or style: the site's CSP holds), built with
// DOM calls and textContent only, so nothing in the options can become markup.
(function () {
  const script = document.currentScript;
  const base = new URL('.', script ? script.src : `${location.origin}/simulated-gateway/`);
  // Its texts in each language, written in by the server from the portal's catalogues; the page's
  // <html lang> (en-IN, hi-IN, mr-IN) picks them.
  const ALL_TEXTS = /* CHECKOUT_TEXTS */ null;
  const language = (document.documentElement.lang || 'en').split('-')[0];
  const T = (ALL_TEXTS && (ALL_TEXTS[language] || ALL_TEXTS.en)) || {};
  const fill = (text, amount) => String(text).replace('{amount}', amount);
  const METHODS = [
    ['upi', 'UPI'],
    ['card', T.card],
    ['netbanking', T.netbanking],
  ];

  function ensureStylesheet() {
    const href = new URL('checkout.css', base).href;
    if ([...document.querySelectorAll('link[rel="stylesheet"]')].some((link) => link.href === href)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }

  function rupees(paise) {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
  }

  function element(tag, attributes, ...children) {
    const node = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
    node.append(...children);
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay (TEST): options.key is required');
    if (!options.order_id) throw new Error('Razorpay (TEST): options.order_id is required');
    this.options = options;
    this.failureHandlers = [];
    this.dialog = null;
    ensureStylesheet();
  }

  Razorpay.prototype.on = function (event, handler) {
    if (event === 'payment.failed' && typeof handler === 'function') this.failureHandlers.push(handler);
    return this;
  };

  Razorpay.prototype.close = function () {
    if (!this.dialog) return;
    this.dialog.close();
    this.dialog.remove();
    this.dialog = null;
    // Back to what had focus before the checkout opened (the page's pay button, usually).
    if (this.opener && this.opener.isConnected && typeof this.opener.focus === 'function') this.opener.focus();
  };

  Razorpay.prototype.open = function () {
    if (this.dialog) return this;
    const options = this.options;
    const amount = typeof options.amount === 'number' ? rupees(options.amount) : '';
    const about = [options.name, options.description].filter(Boolean).join(' · ');

    const status = element('p', { class: 'rzp-sim-status', role: 'status', 'aria-live': 'polite' });
    const methods = element(
      'fieldset',
      { class: 'rzp-sim-methods' },
      element('legend', {}, T.methods),
      ...METHODS.map(([value, label], index) => {
        const input = element('input', { type: 'radio', name: 'rzp-sim-method', value });
        input.checked = index === 0;
        return element('label', { class: 'rzp-sim-method' }, input, ` ${label}`);
      }),
    );
    const pay = element('button', { type: 'submit', class: 'rzp-sim-button rzp-sim-primary' }, fill(T.pay, amount).replace('  ', ' '));
    const fail = element('button', { type: 'button', class: 'rzp-sim-button rzp-sim-danger' }, T.fail);
    const cancel = element('button', { type: 'button', class: 'rzp-sim-button' }, T.cancel);
    const form = element('form', { class: 'rzp-sim-form' }, methods, status, element('div', { class: 'rzp-sim-actions' }, pay, fail, cancel));
    const dialog = element(
      'dialog',
      { class: 'rzp-sim-dialog', 'aria-labelledby': 'rzp-sim-title', 'aria-describedby': 'rzp-sim-note' },
      element('p', { class: 'rzp-sim-badge' }, T.badge),
      element('h2', { id: 'rzp-sim-title' }, amount ? fill(T.title, amount) : T.titleNoAmount),
      element('p', { id: 'rzp-sim-note' }, `${T.note}${about ? ` ${about}` : ''}`),
      form,
    );
    this.dialog = dialog;

    let busy = false;
    const dismiss = () => {
      this.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    };
    const attempt = async (outcome) => {
      if (busy) return;
      busy = true;
      form.setAttribute('aria-busy', 'true');
      for (const button of [pay, fail, cancel]) button.disabled = true;
      status.textContent = T.processing;
      const method = form.querySelector('input[name="rzp-sim-method"]:checked').value;
      try {
        const response = await fetch(new URL('checkout/pay', base), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key: options.key, order_id: options.order_id, outcome, method }),
        });
        const answer = await response.json();
        if (response.ok && answer.razorpay_payment_id) {
          this.close();
          if (typeof options.handler === 'function') options.handler(answer);
          return;
        }
        status.textContent = `${answer.error ? answer.error.description : T.failed} ${T.tryAgain}`;
        if (answer.error && answer.error.metadata && answer.error.metadata.payment_id) for (const handler of this.failureHandlers) handler(answer);
      } catch {
        status.textContent = T.unreachable;
      } finally {
        busy = false;
        form.removeAttribute('aria-busy');
        for (const button of [pay, fail, cancel]) button.disabled = false;
      }
    };

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      attempt('success');
    });
    fail.addEventListener('click', () => attempt('failure'));
    cancel.addEventListener('click', dismiss);
    // Escape closes the checkout, as Razorpay's does, except while a payment is under way.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      if (!busy) dismiss();
    });
    this.opener = document.activeElement;
    document.body.append(dialog);
    dialog.showModal();
    return this;
  };

  window.Razorpay = Razorpay;
})();
