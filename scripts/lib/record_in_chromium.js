// Records a demo page (recorders/browser/demo/push.html unless told) in headless Chromium and
// writes the CSV the page posts.
//
//   node scripts/lib/record_in_chromium.js CHROMIUM OUT.csv "duration=300&timing=ease-in-out&clock=timeline&start=frame"
//   node scripts/lib/record_in_chromium.js CHROMIUM OUT.csv "clock=timeline" demo/view-transition.html
//
// Serves recorders/browser/ over HTTP on a free local port, starts Chromium headless on the page
// (PAGE, a path under recorders/browser/) with ?post=/result, waits for the page to POST its CSV
// (at most 20 s), writes it, stops Chromium. Exits 1 with Chromium's log when no recording
// arrives, and with the page's message when it posts "error: …" instead of a CSV.
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');
const os = require('os');
const { spawn } = require('child_process');

const [browser, out, query, pagePath = 'demo/push.html'] = process.argv.slice(2);
if (!browser || !out) {
  console.error('usage: record_in_chromium.js CHROMIUM OUT.csv [QUERY [PAGE]]');
  process.exit(2);
}
const root = path.resolve(__dirname, '../../recorders/browser');
const types = { '.html': 'text/html', '.js': 'text/javascript' };
let chromium = null;
let log = '';
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'record-chromium-'));

let finishing = false;
function finish(code, message) {
  if (finishing) return;
  finishing = true;
  if (message) console.error(message);
  server.close();
  const done = () => {
    try { fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5 }); } catch (_) { /* a temporary folder */ }
    process.exit(code);
  };
  if (chromium && chromium.exitCode === null) {
    chromium.removeAllListeners('exit');
    chromium.on('exit', done);
    chromium.kill('SIGKILL');
  } else {
    done();
  }
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url, 'http://localhost');
  if (request.method === 'POST' && url.pathname === '/result') {
    let body = '';
    request.on('data', (chunk) => { body += chunk; });
    request.on('end', () => {
      response.end('ok');
      if (body.startsWith('error:')) return finish(1, `the page reported ${body}`);
      fs.writeFileSync(out, body);
      finish(0);
    });
    return;
  }
  const file = path.join(root, path.normalize(url.pathname));
  if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    response.statusCode = 404;
    return response.end('not found');
  }
  response.setHeader('Content-Type', types[path.extname(file)] || 'application/octet-stream');
  fs.createReadStream(file).pipe(response);
});

server.listen(0, '127.0.0.1', () => {
  const page = `http://127.0.0.1:${server.address().port}/${pagePath.replace(/^\/+/, '')}?${query || ''}&post=/result`;
  chromium = spawn(browser, [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--mute-audio',
    `--user-data-dir=${profile}`, '--window-size=400,300', page,
  ], { stdio: ['ignore', 'pipe', 'pipe'] });
  chromium.stdout.on('data', (d) => { log += d; });
  chromium.stderr.on('data', (d) => { log += d; });
  chromium.on('exit', (code) => finish(1, `chromium exited (${code}) before the page posted its recording:\n${log}`));
});
setTimeout(() => finish(1, `no recording within 20 s; chromium's log:\n${log}`), 20000);
