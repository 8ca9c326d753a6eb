// The newsroom's side of the soak: an editor publishes a post citing the theme every reader is notified of,
// through the newsroom's API, so each publication pushes to every reader's device.

/**
 * Publishes one post every `everyMs` until `stop()`, which waits for the last publication and answers how
 * many were published. Each is timed and counted in `recorder`.
 */
export function publishEvery(everyMs, { origin, cookie, themeId, recorder }) {
  let published = 0;
  let inFlight = Promise.resolve();
  const publish = async () => {
    recorder.count('publish');
    const started = performance.now();
    try {
      const response = await fetch(`${origin}/api/v1/admin/posts`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          post: { title: `Point d’étape n° ${published + 1}`, type: 'news', themes: [themeId] },
        }),
      });
      await response.body?.cancel();
      recorder.latency(performance.now() - started);
      if (response.status === 201) published++;
      else recorder.fail(`publish ${response.status}`);
    } catch (error) {
      recorder.fail(`publish ${error.cause?.code ?? error.message}`);
    }
  };
  const timer = setInterval(() => {
    inFlight = inFlight.then(publish);
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await inFlight;
      return published;
    },
  };
}
