// Starts the app once the loading screen of index.html has been painted. The app's code (the shell chunk,
// ~120 KB) then no longer shares a slow link with the page's styles before that first paint, so a cheap phone
// on 4G sees «Verificando sesión...» sooner; the code starts a frame later, not a download later. The build
// (vite.config.ts, bootAfterFirstPaint) names the entry and the chunks it needs on this script's tag.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var modules = (tag.getAttribute('data-modules') || '').split(',').filter(Boolean);
  var started = false;
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
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // A tab opened in the background paints no frames: start anyway.
  setTimeout(start, 100);
})();
