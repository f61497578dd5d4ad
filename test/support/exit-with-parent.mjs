// `node --import <this file> main.js`: the process exits when its parent does (the test
// file that started it, even one killed by SIGKILL), so no test leaves a server behind.
// Plain JavaScript: it also runs in front of compiled code under plain node.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid !== parent) {
    process.stderr.write(`exit-with-parent: parent ${parent} is gone; exiting\n`);
    process.exit(1);
  }
}, 250);
watch.unref();
