// Trunk's loader calls these while the wasm downloads and starts (index.html's data-initializer):
// the static loading notice shows how much has arrived, and a failure to start becomes a message
// with a way to retry instead of a notice that never goes away.
export default function loading() {
  return {
    onProgress({ current, total }) {
      const bar = document.querySelector('#loading progress');
      if (bar && total > 0) bar.value = Math.min(1, current / total);
    },
    onFailure(reason) {
      const box = document.createElement('div');
      box.className = 'notice load-failed';
      box.setAttribute('role', 'alert');
      const text = document.createElement('p');
      text.textContent = navigator.onLine === false
        ? 'Shoptalk could not start: this browser is offline and the course has not been saved for offline use yet. Connect and reload.'
        : 'Shoptalk could not start. Check your connection and reload; your progress is kept in this browser.';
      const detail = document.createElement('code');
      detail.textContent = String(reason?.message ?? reason);
      const reload = document.createElement('button');
      reload.type = 'button';
      reload.textContent = 'Reload';
      reload.addEventListener('click', () => location.reload());
      box.append(text, reload, detail);
      // The message takes the notice's place; should the app have begun to replace the
      // notice before failing, it gets a page of its own.
      let main = document.querySelector('#loading main');
      if (!main) {
        main = document.createElement('main');
        document.body.replaceChildren(main);
      }
      main.replaceChildren(box);
      reload.focus();
    },
  };
}
