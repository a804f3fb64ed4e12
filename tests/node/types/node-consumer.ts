// The JS API as a Node program uses it, compiled by the test without the DOM's types (lib
// es2022 and @types/node only): the API's types must not need them.
import { readFileSync } from 'node:fs';
import { loadDelve, type Prompt } from '../../../web/api/delve.js';
async function main() {
  const delve = await loadDelve({ wasm: readFileSync('build/web/delve.wasm'), font: false });
  const fromUrl = await loadDelve({ wasm: new URL('file:///delve.wasm') });
  const game = delve.game({ seed: 1 });
  let prompt: Prompt = game.prompt();
  while (prompt !== 'over' && game.keys().length < 100) {
    game.act('s');
    prompt = game.prompt();
  }
  const again = delve.game({ ...game.options(), keys: game.keys() });
  again.destroy();
  const exports = delve.exports;
  game.destroy();
  fromUrl.destroy();
  return [delve.rogue({ seed: 2 }).rooms.length, Object.keys(exports).length];
}
main();
