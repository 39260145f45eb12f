// `npm run dev`: rebuild the web bundles on change and restart the server on change.
import { spawn } from 'node:child_process';

// A fresh development data folder gets the demo content, as the README's quick start does.
const env = { SEED_DEMO: 'true', ...process.env };
const run = (args) => spawn('npx', args, { stdio: 'inherit', shell: false, env });
run(['vite', 'build', '--watch', '--mode', 'development']);
run(['vite', 'build', '--ssr', 'src/web/entry-server.tsx', '--watch', '--mode', 'development']);
run(['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts']);
