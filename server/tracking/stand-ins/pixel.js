// Stand-in for the advertising pixel's script (served by the reference backend, never shipped): it
// takes over the page's queueing `fbq` like the pixel's own script, replays the queue and reports
// every call to /stand-ins/collect, in order.
(function () {
  var fbq = window.fbq;
  if (typeof fbq !== 'function') return;
  var chain = Promise.resolve();
  function report(args) {
    var body = JSON.stringify({ kind: 'pixel', page: location.href, command: Array.prototype.slice.call(args) });
    chain = chain.then(function () {
      return fetch('/stand-ins/collect', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: body,
        keepalive: true,
      }).catch(function () {});
    });
  }
  var queued = fbq.queue || [];
  fbq.callMethod = function () {
    report(arguments);
  };
  fbq.queue = [];
  queued.forEach(report);
})();
