import path from 'node:path';

/** Rendered demo cards shared by every test app and e2e run: each card is rendered once per checkout. */
export const TEST_CARD_CACHE = path.resolve(import.meta.dirname, '../../.test-output/card-cache');
