// `npm start` runs this first: builds the web app and the server when missing or older than their
// sources (scripts/ensure-web-build.ts, scripts/build-server.ts), then `node dist/server/main.js` runs.
import './ensure-web-build';
import { serverBuildIsCurrent, buildServer } from './build-server';

if (serverBuildIsCurrent()) {
  console.log('Server build is up to date.');
} else {
  console.log('Building the server...');
  await buildServer();
}
