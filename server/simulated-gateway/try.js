// The TEST page's button (/simulated-gateway/try): create a ₹1.00 TEST order, open the TEST
// checkout on it, and show what the page's handlers receive, exactly as a pay page would get them.
(function () {
  const button = document.getElementById('rzp-sim-try');
  const result = document.getElementById('rzp-sim-result');
  const show = (title, value) => {
    result.textContent = `${title}\n${JSON.stringify(value, null, 2)}`;
  };

  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const response = await fetch('/simulated-gateway/try/order', { method: 'POST' });
      const order = await response.json();
      if (!response.ok) return show('Could not create the TEST order:', order);
      // Focus back on the button before the modal opens, so closing it returns there.
      button.disabled = false;
      button.focus();
      const checkout = new window.Razorpay({
        key: order.key,
        amount: order.amount,
        currency: order.currency,
        order_id: order.order_id,
        name: document.title,
        description: 'TEST order',
        handler: (answer) => show('handler received:', answer),
        modal: { ondismiss: () => show('The checkout was closed without paying.', null) },
      });
      checkout.on('payment.failed', (answer) => show("on('payment.failed') received:", answer));
      checkout.open();
    } catch (error) {
      show('Could not reach the simulated gateway:', String(error));
    } finally {
      button.disabled = false;
    }
  });
})();
