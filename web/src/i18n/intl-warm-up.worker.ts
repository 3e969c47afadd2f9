// Runs the first Intl date and number formats of the page's life off the main thread: the engine
// loads its locale data once per browser process, which costs a phone about 100 ms of blocked page
// when it happens inside a render (npm run bench -- lighthouse, docs/performance.md).
const language = new URL(self.location.href).searchParams.get('language') ?? 'en';
new Intl.DateTimeFormat(language, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(0);
new Intl.NumberFormat(language).format(0);
self.close();
