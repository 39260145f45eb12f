// The server the browser tests use: the app with the test servers' page faults
// (src/server/test/e2e-server.ts), the built site, a fresh temporary data folder with demo content.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.argv[2] ?? '3310';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kv-e2e-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/e2e-server.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'Admin-Pass1!',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    SEED_DEMO: 'true',
    // Tests that need an address of their own (the hourly application limit) send X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    // On, but roomy: every browser test comes from this one address.
    RATE_LIMIT_PER_MINUTE: '6000',
    RATE_LIMIT_BURST: '1000',
    // E-mail set up, to a test SMTP server of the process's own (src/server/test/e2e-server.ts).
    E2E_SMTP: '1',
  },
});
const stop = () => {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
