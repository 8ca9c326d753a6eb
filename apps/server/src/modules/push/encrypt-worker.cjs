// A thread of the push encryption pool (encrypt-pool.ts): web-push builds each request, encrypted.
const { parentPort } = require('node:worker_threads');
const webpush = require('web-push');

parentPort.on('message', ({ id, subscription, payload, options }) => {
  try {
    parentPort.postMessage({ id, details: webpush.generateRequestDetails(subscription, payload, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: error.message });
  }
});
