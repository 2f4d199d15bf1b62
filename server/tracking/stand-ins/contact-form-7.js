// Stand-in for Contact Form 7's script (served by the reference backend, never shipped): posts the
// form to its REST feedback endpoint and fires the DOM events CF7 fires, `wpcf7mailsent` carrying
// `detail.apiResponse` (and the pixel plugin's `fb_pxl_code` in it).
(function () {
  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.classList.contains('wpcf7-form')) return;
    event.preventDefault();
    var wrapper = form.closest('.wpcf7');
    var id = form.querySelector('input[name="_wpcf7"]').value;
    fetch('/wp-json/contact-form-7/v1/contact-forms/' + id + '/feedback', { method: 'POST', body: new FormData(form) })
      .then(function (response) {
        return response.json();
      })
      .then(function (answer) {
        var name = answer.status === 'mail_sent' ? 'wpcf7mailsent' : 'wpcf7invalid';
        form.setAttribute('data-status', answer.status === 'mail_sent' ? 'sent' : 'invalid');
        form.querySelector('.wpcf7-response-output').textContent = answer.message;
        (wrapper || form).dispatchEvent(
          new CustomEvent(name, { bubbles: true, detail: { contactFormId: Number(id), apiResponse: answer } }),
        );
        (wrapper || form).dispatchEvent(
          new CustomEvent('wpcf7submit', { bubbles: true, detail: { contactFormId: Number(id), apiResponse: answer } }),
        );
      });
  });
})();
