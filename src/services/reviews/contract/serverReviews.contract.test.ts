import { reviewsContract } from './reviewsContract';
import { startServerHarness } from './serverHarness.testSupport';

// The server adapter always runs: real server on loopback, SQLite in a temp dir, Auth emulator.
reviewsContract('server (SQLite + server-sent events)', startServerHarness);
