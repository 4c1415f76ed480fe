// Loads the app's code once a page drawn at build time is on screen (docs/performance.md): the
// reader sees the page first, and the code does not compete with its stylesheets on a slow line.
(() => {
  const entry = document.currentScript.dataset.entry;
  const load = () => {
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // The frame after the first paint.
  requestAnimationFrame(() => setTimeout(load, 0));
})();
