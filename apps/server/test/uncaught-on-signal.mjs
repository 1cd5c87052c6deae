// Loaded into a child server (NODE_OPTIONS=--import) by server-uncaught.test.ts: each SIGWINCH (a
// signal nothing else here uses; close-with-grace takes SIGUSR2 as a shutdown) throws
// the next error outside any request or job, as an 'error' event nobody listened to would.
const errors = [
  () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
  () => new Error('a bug nobody caught'),
];
let next = 0;
process.on('SIGWINCH', () => {
  const make = errors[Math.min(next, errors.length - 1)];
  next += 1;
  setImmediate(() => {
    throw make();
  });
});
