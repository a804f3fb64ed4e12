// Finding a walk through a Rogue level's JSON, for tests that play a game to the stairs.

// Orthogonal steps ('h' 'j' 'k' 'l') from the player to the stairs avoiding walls, rock and
// monsters, or null when there is none.
export function pathToStairs(level) {
  return pathTo(level, level.player, level.stairs);
}

// The same from `from` to `to` ({ x, y }).
export function pathTo(level, from, to) {
  const key = (x, y) => y * 100 + x;
  const blocked = new Set(level.monsters.map((m) => key(m.x, m.y)));
  const walkable = (x, y) =>
    y >= 1 &&
    y <= level.map.length &&
    x >= 0 &&
    x < level.cols &&
    !blocked.has(key(x, y)) &&
    !'║═╔╗╚╝ '.includes(level.map[y - 1][x]);
  const came = new Map([[key(from.x, from.y), null]]);
  const queue = [[from.x, from.y]];
  const steps = [
    [-1, 0, 'h'],
    [1, 0, 'l'],
    [0, -1, 'k'],
    [0, 1, 'j'],
  ];
  while (queue.length) {
    const [x, y] = queue.shift();
    if (x === to.x && y === to.y) {
      const keys = [];
      for (let k = key(x, y); came.get(k); k = came.get(k).prev) keys.unshift(came.get(k).dir);
      return keys;
    }
    for (const [dx, dy, dir] of steps) {
      const k = key(x + dx, y + dy);
      if (!came.has(k) && walkable(x + dx, y + dy)) {
        came.set(k, { prev: key(x, y), dir });
        queue.push([x + dx, y + dy]);
      }
    }
  }
  return null;
}

// The first seed from `start` whose depth-`depth` level has no traps and a clear walk to the
// stairs.
export function walkableSeed(delve, depth = 1, start = 1) {
  for (let seed = start; seed < start + 2000; seed++) {
    const level = delve.rogue({ seed, depth });
    const path = level.traps.length === 0 ? pathToStairs(level) : null;
    if (path) return { seed, level, path };
  }
  throw new Error('no walkable level found');
}
