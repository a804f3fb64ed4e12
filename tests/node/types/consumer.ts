// A small TypeScript program using the JS API and the widget as their types say; the test
// compiles it with tsc --strict (nothing runs).
import { loadDelve, type GameOptions, type Prompt } from '../../../web/api/delve';
import { mount, configure, DelveLevelElement } from '../../../web/widget/widget';
async function main() {
  const delve = await loadDelve();
  const level = delve.rogue({ dos: 4651 });
  const g = delve.game({ seed: 1, fruit: 'apple' });
  const options: GameOptions = g.keys() ? { dos: 4651, depth: 1 } : { seed: 2, depth: 3 };
  delve.game({ ...options, keys: 'hh' }).destroy();
  delve.game({ generator: 'levelmap', seed: 7, width: 40, rules: 'explore' }).destroy();
  delve.game({ dos: 4651, seed: undefined, generator: 'rogue', menu: 'off' }).destroy();
  // each kind of game with the options it uses (tests/node/types.test.mjs: those it does not)
  delve.game({ seed: 1, rules: 'original', year: 1985, scores: [], name: 'Ann' }).destroy();
  delve.game({ seed: 1, rules: 'explore', mode: 'classic', fruit: 'kiwi', keys: 'l' }).destroy();
  delve.game({ dos: 4651, rules: 'explore', name: 'Ann', cols: 40 }).destroy();
  delve.game({ generator: 'levelmap', seed: 1, rules: 'explore', depth: 2, corridor: 20 });
  // options whose values are unions (a choice made at run time) type-check as each value would
  const walk = g.keys() === '';
  const rules: 'original' | 'explore' = walk ? 'explore' : 'original';
  const generator: 'rogue' | 'levelmap' = walk ? 'levelmap' : 'rogue';
  delve.game({ seed: 1, rules }).destroy();
  delve.game({ seed: 1, rules: walk ? 'explore' : 'original' }).destroy();
  delve.game({ seed: 1, generator }).destroy();
  const s = g.state();
  const next: Prompt = g.prompt();
  if (next === s.prompt) s.listed.length;
  s.pack.forEach((o) => o.name.length);
  const el = document.createElement('delve-level');
  el.addEventListener('delve-move', (e) => e.detail.x);
  const m = mount(el, { seed: 3, interactive: true });
  await m.ready;
  m.level;
  await m.update({ dos: 4651, keys: 'y0g', autoplay: true, fruit: 'dounut', firstClock: 2 });
  configure({ fontUrl: 'x.otf', wasmUrl: new URL('https://x/delve.wasm') });
  const e2: DelveLevelElement = el;
  e2.game?.act('l');
  e2.text?.join('');
  e2.screen?.attrs;
  const png = delve.png(g.screen(), { scale: 2 }),
    svg: string = delve.svg(delve.rogueMap({ seed: 1 }));
  await loadDelve({ font: false });
  png.length + svg.length;
  // what the API returns is on an ordinary ArrayBuffer, which the DOM's byte takers take
  URL.createObjectURL(new Blob([png, delve.rogueCells({ seed: 1 }).chars], { type: 'image/png' }));
  new Response(g.screen().chars);
  new Blob([e2.screen?.chars ?? new Uint8Array(0), e2.screen?.attrs ?? new Uint8Array(0)]);
  // rogueCells is no picture (at 40 columns its rows are 80 bytes apart)
  // @ts-expect-error
  delve.svg(delve.rogueCells({ seed: 1, cols: 40 }));
  // the events bubble: the document and the window hear them with their detail
  document.addEventListener('delve-ready', (e) => e.detail.level.seed);
  window.addEventListener('delve-move', (e) => e.detail.x);
  // an option given as undefined is one not given (exactOptionalPropertyTypes too)
  const depth: number | undefined = g.keys() ? 2 : undefined;
  delve.rogue({ seed: 1, depth, mode: undefined }).map.length;
  delve.game({ seed: 1, name: undefined, keys: undefined, scores: undefined }).destroy();
  mount(el, { seed: undefined, font: new URL('https://x/delve-vga.otf') });
  configure({ fontUrl: undefined });
  return level.dos;
}
main();
