// `npm run dev`: the API on API_PORT (default 5001), restarted on change, and Vite's dev
// server with hot reload on PORT (default 5000), which forwards /api to the API.
import { type ChildProcess, spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '5001';
const port = process.env.PORT ?? '5000';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite', '--port', port, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
