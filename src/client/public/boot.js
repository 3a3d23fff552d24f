// Starts the app once the page's first screen (the loading screen, or the screen the server drew) is painted.
// The app's code (the shell chunk, ~120 KB) then no longer shares a slow link with the page's styles before that
// first paint, so a cheap phone on 4G sees its first screen sooner; the code starts a frame later, not a
// download later. The build (vite.config.ts, bootAfterFirstPaint) names the entry and the chunks it needs on
// this script's tag, and the code of the page at each address, fetched with them rather than once the router
// has started.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var modules = (tag.getAttribute('data-modules') || '').split(',').filter(Boolean);
  var started = false;

  // A router path such as /users/:id against this page's address.
  function matches(path) {
    var wanted = path.split('/');
    var here = location.pathname.split('/');
    if (wanted.length !== here.length) return false;
    for (var i = 0; i < wanted.length; i++) if (wanted[i].charAt(0) !== ':' && wanted[i] !== here[i]) return false;
    return true;
  }
  (tag.getAttribute('data-screens') || '').split(';').forEach(function (screen) {
    var parts = screen.split('=');
    if (parts.length !== 2 || !matches(parts[0])) return;
    parts[1].split(' ').filter(Boolean).forEach(function (chunk) {
      modules.push('/assets/' + chunk + '.js');
    });
  });

  function start() {
    if (started) return;
    started = true;
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // Once the first paint with content is on the screen, not only drawn: a drawn screen's gradients and shadows
  // can take a cheap phone a while to put on screen, and the code fetched meanwhile shared the link with it.
  var paintTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (paintTiming) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  // A tab opened in the background paints nothing: it starts at once, or as soon as it is hidden.
  if (document.visibilityState === 'hidden') start();
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
  // Should no paint ever be reported, the app still starts.
  setTimeout(start, 3000);
})();
