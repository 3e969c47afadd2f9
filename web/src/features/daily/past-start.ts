/**
 * Whether this browser saw a player's play of a day get past its start screen. /daily draws the start
 * screen ahead of the server's answer only when it did not (daily-route.tsx): a player coming back
 * to a day they already began then waits for their game, rather than seeing a start screen flash.
 */
const KEY = 'rq.dailyPastStart';

const entry = (player: string, date: string) => `${player}|${date}`;

export function wentPastStart(player: string, date: string): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(KEY) === entry(player, date);
}

export function rememberPastStart(player: string, date: string): void {
  localStorage.setItem(KEY, entry(player, date));
}
