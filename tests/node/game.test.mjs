// delve.game played from Node (issue 8): what @xterm/headless shows after a sequence of keys,
// going down the stairs to the level the generator makes, determinism, bad actions, memory.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import xtermHeadless from '@xterm/headless';
import { loadDelve } from '../../web/api/delve.js';
import { TerminalDiff } from '../../web/view/terminal-diff.js';
import { wasmPath } from './helpers.mjs';
import { walkableSeed } from './paths.mjs';

const { Terminal } = xtermHeadless;
const delve = await loadDelve({ wasm: readFileSync(wasmPath) });

const write = (term, data) => new Promise((resolve) => term.write(data, resolve));
const shown = (term) =>
  Array.from({ length: term.rows }, (_, y) =>
    term.buffer.active.getLine(y).translateToString(false),
  );

test('headless xterm shows the game screen after every key', async () => {
  const { seed, path } = walkableSeed(delve, 1, 500);
  const game = delve.game({ seed });
  const term = new Terminal({ cols: 80, rows: 25, allowProposedApi: true });
  const diff = new TerminalDiff(80, 25, delve.cp437);
  const screen = () => game.screen();
  await write(term, diff.update(screen().chars, screen().attrs));
  assert.deepEqual(shown(term), game.text());
  const start = game.state();
  for (const key of [...path.slice(0, 6), 's', '.', 'H', 'L', 'y']) {
    game.act(key);
    await write(term, diff.update(screen().chars, screen().attrs));
    const text = shown(term);
    assert.deepEqual(text, game.text(), `after '${key}'`);
    const s = game.state();
    assert.equal(text[s.y][s.x], '☺', 'the player is drawn where the state says');
    assert.match(
      text[23],
      new RegExp(`^Level:1 {5}Hits:12\\(12\\) {3}Str:16\\(16\\) {4}Gold:${s.gold} +Armor:5 +$`),
    );
    assert.equal(text[24].trimEnd(), `Seed: ${seed}  Turns: ${s.turns}`);
  }
  assert.ok(game.state().turns > start.turns);
  game.destroy();
  term.dispose();
});

test("walking to the stairs and pressing > gives the generator's next level", () => {
  for (const first of [1, 300, 900]) {
    const { seed, path } = walkableSeed(delve, 1, first);
    const game = delve.game({ seed, rules: 'explore' }); // monsters that stand still
    assert.equal(game.act('>').descended, false, '> away from the stairs does nothing');
    for (const key of path) game.act(key);
    const result = game.act('>');
    assert.ok(result.descended);
    const s = game.state();
    const next = delve.rogue({ seed, depth: 2 });
    assert.equal(s.depth, 2);
    assert.deepEqual(
      [s.x, s.y],
      [next.player.x, next.player.y],
      'the player starts where depth 2 puts them',
    );
    assert.equal(game.text()[next.player.y][next.player.x], '☺');
    game.destroy();
  }
});

test('the same actions give the same screens; a LevelMap game plays too', () => {
  const keys = 'hjklyubnHJKLYUBNs.>';
  const play = (options) => {
    const game = delve.game(options);
    const frames = [];
    let r = 7;
    for (let i = 0; i < 300; i++) {
      r = (r * 1103515245 + 12345) >>> 0;
      game.act(keys[(r >>> 16) % keys.length]);
      frames.push(
        Buffer.from(game.screen().chars).toString('latin1') +
          Buffer.from(game.screen().attrs).toString('latin1'),
      );
    }
    const s = game.state();
    game.destroy();
    return { frames, s };
  };
  for (const options of [
    { seed: 5, depth: 3 },
    { seed: 6, mode: 'classic', cols: 40, depth: 14 },
    { seed: 7, generator: 'levelmap' },
    { seed: 8, generator: 'levelmap', width: 40, height: 20, natural: true },
  ]) {
    const a = play(options),
      b = play(options);
    assert.deepEqual(a.frames, b.frames);
    assert.equal(a.s.generator, options.generator ?? 'rogue');
  }
});

test('bad game options and actions throw; destroy frees the game; no leak over 10,000 games', () => {
  assert.throws(() => delve.game({ seed: 1, generator: 'nethack' }), RangeError);
  assert.throws(() => delve.game({ seed: 1, generator: 'levelmap', width: 81 }), RangeError);
  assert.throws(() => delve.game({ seed: 1, generator: 'levelmap', height: 23 }), RangeError);
  assert.throws(
    () => delve.game({ seed: 1, cols: 40, generator: 'levelmap', width: 41 }),
    RangeError,
  );
  assert.throws(() => delve.game({ depth: 2 }), TypeError);
  assert.throws(() => delve.game({ seed: 1, turbo: true }), TypeError);
  const game = delve.game({ seed: 1, rules: 'explore' }); // a walk takes its own keys only
  for (const bad of ['x', 'hh', '', 'Q', '<']) assert.throws(() => game.act(bad), RangeError);
  for (const bad of [104, null, undefined, {}, ['h']])
    assert.throws(() => game.act(bad), TypeError);
  assert.equal(game.state().turns, 0, 'bad actions change nothing');
  game.destroy();
  game.destroy();
  assert.throws(() => game.act('h'), TypeError);
  assert.throws(() => game.state(), TypeError);
  assert.throws(() => game.screen(), TypeError);

  const before = delve.heapUsed();
  for (let i = 0; i < 10000; i++) {
    const g = delve.game({ seed: i, depth: 1 + (i % 30), generator: i % 3 ? 'rogue' : 'levelmap' });
    g.act('l');
    g.destroy();
  }
  assert.equal(delve.heapUsed(), before);
});

test('a game collected without destroy() gives its memory back (FinalizationRegistry)', () => {
  // 1,000 games never destroyed, in a process that can collect them: far more than the memory
  // holds at once (about 130), and the heap back where it began
  const script = `
    import { readFileSync } from 'node:fs';
    import { loadDelve } from ${JSON.stringify(new URL('../../web/api/delve.js', import.meta.url).href)};
    const delve = await loadDelve({ wasm: readFileSync(${JSON.stringify(wasmPath)}) });
    const before = delve.heapUsed();
    const collect = async () => { gc(); await new Promise((r) => setTimeout(r, 5)); };
    for (let i = 0; i < 1000; i++) {
      delve.game({ seed: i + 1 }).act('s');
      if (i % 50 === 49) await collect();
    }
    await collect();
    console.log(JSON.stringify([before, delve.heapUsed()]));`;
  const run = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  const [before, after] = JSON.parse(run.stdout);
  assert.equal(after, before);
});

test('an option the game would never use is refused, named as the caller gave it', () => {
  const before = delve.heapUsed();
  const walk = { seed: 1, rules: 'explore' };
  const refused = [
    [
      { ...walk, year: 1985 },
      'year: 1985 is the original\'s game\'s: rules "explore" never use it',
    ],
    [{ ...walk, menu: 'off' }, 'menu: "off" is the original\'s'],
    [{ ...walk, firstClock: 3 }, "firstClock: 3 is the original's"],
    [{ ...walk, firstClockTurns: 2 }, "firstClockTurns: 2 is the original's"],
    [{ ...walk, scores: [] }, "scores: an array is the original's"],
    [{ ...walk, name: 'Ann' }, 'or dos: a replay greets the player'],
    [{ seed: 1, doors: false }, 'doors: false is a LevelMap option, which a Rogue game never uses'],
    [{ seed: 1, entrances: 2 }, 'entrances: 2 is a LevelMap option'],
    [{ generator: 'levelmap', seed: 1, mode: 'classic' }, 'mode: "classic": a LevelMap game never'],
    [{ generator: 'levelmap', seed: 1, fruit: 'kiwi' }, 'fruit: "kiwi": a LevelMap game never'],
    [{ generator: 'levelmap', seed: 1, name: 'Ann' }, 'name: "Ann": a LevelMap game never'],
  ];
  for (const [options, message] of refused)
    assert.throws(
      () => delve.game(options),
      (e) =>
        e instanceof RangeError &&
        e.message.startsWith('delve.game: ') &&
        e.message.includes(message),
      JSON.stringify(options),
    );
  // the defaults given by name are no change; a replay's walk greets by name and names the fruit
  for (const options of [
    { seed: 1, doors: true, natural: false, voids: false, menu: 'on' },
    { dos: 4651, rules: 'explore', name: 'Ann', fruit: 'kiwi' },
    { seed: 1, rules: 'explore', fruit: 'kiwi' },
    { seed: 1, name: 'Ann', year: 1985, menu: 'off', firstClock: 3, scores: [] },
    // as given by value: the tombstone's year, the name, a LevelMap game's mode as state() says
    { seed: 1, rules: 'explore', year: 2026, name: 'Rodney' },
    { generator: 'levelmap', seed: 1, mode: 'fixed', fruit: 'Slime Mold' },
  ])
    delve.game(options).destroy();
  // a walk has no place in a score list: null, as the original's game before its Hall of Fame
  for (const options of [
    { seed: 1, rules: 'explore' },
    { generator: 'levelmap', seed: 1 },
    { seed: 1 },
  ]) {
    const game = delve.game(options);
    assert.equal(game.state().score, null, JSON.stringify(options));
    game.destroy();
  }
  assert.equal(delve.heapUsed(), before, 'refused games freed their memory');
});

test("game.level() is the level being played as generated, by the core's own rule", () => {
  const rogue = delve.game({ seed: 77, depth: 4, mode: 'classic' });
  assert.deepEqual(rogue.level(), delve.rogue({ seed: 77, depth: 4, mode: 'classic' }));
  rogue.destroy();
  const replay = delve.game({ dos: 4651 });
  assert.deepEqual(replay.level(), delve.rogue({ dos: 4651 }));
  replay.destroy();
  const lm = delve.game({ generator: 'levelmap', seed: 9, depth: 3, cols: 40, natural: true });
  // LevelMap level d of seed S is LevelMap's seed S + d - 1, filling the map area (40 x 21 here)
  assert.deepEqual(lm.level(), delve.levelmap({ seed: 11, width: 40, height: 21, natural: true }));
  lm.destroy();
});
