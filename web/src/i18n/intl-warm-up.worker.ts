// Runs the first Intl formats of the page's life off the main thread: the engine loads its locale
// data once per browser process, which costs a phone about 70 ms of blocked page when it happens
// inside a render. The page sends the interface language (intl-warm-up.ts).
self.onmessage = (event: MessageEvent<string>) => {
  try {
    const language = event.data;
    new Intl.DateTimeFormat(language, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(0);
    new Intl.NumberFormat(language).format(0);
    new Intl.PluralRules(language).select(0);
  } finally {
    self.postMessage('done');
    self.close();
  }
};
