// Applies the saved theme before the page paints, so a dark-theme reader sees no white flash.
(() => {
  const stored = localStorage.getItem('redraft-theme');
  const dark =
    stored === 'dark' ||
    (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
})();
