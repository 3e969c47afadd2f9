/**
 * Who plays (an account or a guest cookie) and the SQL condition selecting their plays, for the
 * modules that read plays (friend challenges). Defined in plays.repository.ts for now; other modules
 * import them from here, never from the repository.
 */
export { ownedBy, type Player } from './plays.repository';
