// Stand-in for the marketing provider's loader (served by the reference backend, never shipped):
// it takes over the page's queue like the provider's own loader and reports every command it
// receives to /stand-ins/collect, in order, so tests can read what the page sent.
(function () {
  var name = new URL(document.currentScript.src).searchParams.get('global') || 'omnisend';
  var earlier = Array.isArray(window[name]) ? window[name] : [];
  var chain = Promise.resolve();
  function report(command) {
    var body = JSON.stringify({ kind: 'marketing', page: location.href, command: command });
    chain = chain.then(function () {
      return fetch('/stand-ins/collect', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body,
        keepalive: true,
      }).catch(function () {});
    });
  }
  window[name] = {
    push: function (command) {
      report(command);
    },
  };
  earlier.forEach(report);
})();
