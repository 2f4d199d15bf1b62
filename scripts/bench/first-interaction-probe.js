/*
 * Installed by the first-interaction bench before any page script (page.addInitScript), after the
 * bench's own `window.__firstConfig` ({ start, feedback, done, doneAbsent? }, scripts/bench/first-interactions.ts):
 * - the shopper's first trusted `start` event (click, or pointerover for a hover) on an element the
 *   bench marked `data-bench-pressed` (or inside it) starts the clock (its timeStamp);
 * - feedback: the pressed element is busy (`aria-busy="true"` or `loading`), or an element matching
 *   `feedback` is shown (the widget's own state, from the island or the stylesheet) → the frame that paints it;
 * - done: an element matching `done` is shown (and none matching `doneAbsent` is) → the frame that paints it.
 * Read once per animation frame from the start on (a hover's state comes from the stylesheet, which
 * no mutation announces): a state found in a frame's rAF callback is painted by that frame, and a
 * message posted from there runs once it has been rendered (the money probe's after-paint mark).
 * Times are performance.now() values, like the events' timeStamp.
 */
(function () {
  var config = window.__firstConfig;
  var probe = { startAt: null, feedbackPaintAt: null, donePaintAt: null };
  window.__first = probe;
  if (!config) return;

  function shown(selector) {
    if (!selector) return false;
    var found = document.querySelectorAll(selector);
    for (var i = 0; i < found.length; i++) if (found[i].checkVisibility()) return true;
    return false;
  }
  function busy() {
    var pressed = document.querySelector('[data-bench-pressed]');
    return pressed !== null && (pressed.getAttribute('aria-busy') === 'true' || pressed.classList.contains('loading'));
  }
  function afterThisPaint(record) {
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      record(performance.now());
    };
    channel.port2.postMessage(null);
  }
  function frame() {
    if (probe.feedbackPaintAt === null && !probe.feedbackSeen && (busy() || shown(config.feedback))) {
      probe.feedbackSeen = true;
      afterThisPaint(function (at) {
        probe.feedbackPaintAt = at;
      });
    }
    if (
      probe.donePaintAt === null &&
      !probe.doneSeen &&
      shown(config.done) &&
      !(config.doneAbsent && document.querySelector(config.doneAbsent))
    ) {
      probe.doneSeen = true;
      afterThisPaint(function (at) {
        probe.donePaintAt = at;
      });
    }
    if (!probe.doneSeen || !probe.feedbackSeen) requestAnimationFrame(frame);
  }
  addEventListener(
    config.start,
    function (event) {
      if (probe.startAt !== null || !event.isTrusted || !(event.target instanceof Element)) return;
      if (!event.target.closest('[data-bench-pressed]')) return;
      probe.startAt = event.timeStamp;
      requestAnimationFrame(frame);
    },
    true,
  );
})();
