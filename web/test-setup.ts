import { initI18n } from './src/i18n';

// react-hot-toast reads matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}

// jsdom does not scroll; screens that scroll to their top, or bring a field into view, call these.
window.scrollTo = () => {};
Element.prototype.scrollIntoView ??= () => {};

// Components read their texts through i18next: the English catalogue, as players see by default.
await initI18n('en');
