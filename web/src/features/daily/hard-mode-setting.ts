/** The player's hard-mode setting for this browser: the start screen's switch begins where they left it. */
const KEY = 'rq.hardMode';

export function readHardModeSetting(): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === '1';
}

export function storeHardModeSetting(on: boolean): void {
  localStorage.setItem(KEY, on ? '1' : '0');
}
