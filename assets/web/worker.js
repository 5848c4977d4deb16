// A Web Worker running the engine's jobs for the page (src/gui/platform/web/worker.rs). Its
// first message is the page's compiled program; the program, started here, answers the jobs
// that follow. Jobs that come while it starts wait and are handed over in order.
import init from "./othello.js";

self.onmessage = (event) => {
  const early = [];
  self.onmessage = (e) => early.push(e.data);
  init({ module_or_path: event.data }).then(() => {
    for (const data of early.splice(0)) {
      self.onmessage({ data });
    }
  });
};
