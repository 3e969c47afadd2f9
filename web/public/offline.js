// The offline page's texts in the player's interface language (the app's stored choice, else the
// browser's); a separate file because the content security policy allows no inline script.
const TEXTS = {
  tr: { title: 'Çevrimdışısınız', body: 'ReviewQuest bağlantı gerektirir: her cevabı sunucu kontrol eder ve puanınızı o saklar. Bağlantınızı kontrol edip tekrar deneyin.', retry: 'Tekrar dene' },
  fr: { title: 'Vous êtes hors ligne', body: 'ReviewQuest a besoin d’une connexion : c’est le serveur qui vérifie chaque réponse et garde votre score. Vérifiez votre connexion, puis réessayez.', retry: 'Réessayer' },
  es: { title: 'Estás sin conexión', body: 'ReviewQuest necesita conexión: el servidor comprueba cada respuesta y guarda tu puntuación. Comprueba tu conexión y vuelve a intentarlo.', retry: 'Reintentar' },
  it: { title: 'Sei offline', body: 'ReviewQuest ha bisogno di una connessione: è il server a verificare ogni risposta e a conservare il tuo punteggio. Controlla la connessione e riprova.', retry: 'Riprova' },
  de: { title: 'Du bist offline', body: 'ReviewQuest braucht eine Verbindung: Der Server prüft jede Antwort und speichert deinen Punktestand. Prüfe deine Verbindung und versuche es dann erneut.', retry: 'Erneut versuchen' },
};
const stored = localStorage.getItem('rq.language');
const language = [stored, ...navigator.languages].map((tag) => (tag || '').toLowerCase().split('-')[0]).find((tag) => tag === 'en' || tag in TEXTS);
const texts = TEXTS[language];
if (texts) {
  document.documentElement.lang = language;
  for (const element of document.querySelectorAll('[data-text]')) element.textContent = texts[element.dataset.text];
  document.title = `${texts.title} · ReviewQuest`;
}
document.getElementById('retry').addEventListener('click', () => location.reload());

// An installed app has no reload button: come back by itself as soon as the server answers again.
const recover = () =>
  fetch('/api/health', { cache: 'no-store' }).then(
    (response) => response.ok && location.reload(),
    () => undefined,
  );
window.addEventListener('online', recover);
setInterval(recover, 5000);
