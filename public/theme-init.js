// Before the first paint (index.html loads it ahead of the app, a file because the content
// security policy allows no inline script): the colour mode this browser last showed, or the
// operating system's. Same rules as src/core/theme/colorMode.ts; tests/src/core/theme/colorMode.test.ts
// checks that they agree.
(function () {
  var choice;
  try {
    choice = window.localStorage.getItem('consoleTheme');
  } catch (e) {
    choice = null;
  }
  if (choice !== 'light' && choice !== 'dark') {
    choice = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.classList.toggle('dark', choice === 'dark');
  root.classList.toggle('light', choice === 'light');
  root.style.colorScheme = choice;
})();
