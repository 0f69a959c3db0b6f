/**
 * Issue 7, "trustworthy": every shipped mission plays with the rules' invariants checked after every step
 * (`zsim run --check`), and the Season 1 mission checks that catch what would only go wrong in play.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import season1 from '../../../src/games/season1/index.ts';
import { s1MissionFromText, validateS1MissionText } from '../../../src/games/season1/mission.ts';
import greedy from '../../../strategies/greedy.ts';
import random from '../../../strategies/random.ts';

const DIR = fileURLToPath(new URL('../../../missions/season1/', import.meta.url));
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.zmap')).sort();
const GREEDY_GAMES = 200;
const RANDOM_GAMES = 20;

describe('every shipped mission plays with --check (invariants after every step)', () => {
  let played = 0;
  for (const file of FILES) {
    it(`${file}: ${GREEDY_GAMES} greedy and ${RANDOM_GAMES} random games, no error`, () => {
      const mission = season1.loadMission(DIR + file);
      const lineup = season1.defaultLineup(mission);
      for (const [strategy, games] of [[greedy, GREEDY_GAMES], [random, RANDOM_GAMES]] as const) {
        for (let i = 0; i < games; i++) {
          const r = season1.playGame(mission, lineup, strategy, 'check', i, { check: true });
          const replay = `npx zsim replay --mission ${mission.id} --seed check --game ${i} --strategy ${strategy.name} --survivors ${lineup.join(',')} --check`;
          expect(r.outcome, `${r.cause}\n${replay}`).not.toBe('error');
          played++;
        }
      }
    });
  }
  it('played every game', () => {
    expect(played).toBe(FILES.length * (GREEDY_GAMES + RANDOM_GAMES));
    console.log(`--check: ${played} games over ${FILES.length} missions without an invariant broken`);
  });
});

/** A small Season 1 mission; `tokens` and `header` lines are added to it. */
function mission(tokens: string, header = '', edges = ''): string {
  return `zmap 1\ngame: season1\n${header}grid:\n  A  b  c  D\n  E  f  g  H\nedges:\n  door A-b closed\n  door D-c closed\n  open E-A\n${edges}tokens:\n  start b\n  spawn g order=1\n${tokens}`;
}
const problems = (text: string) => validateS1MissionText(text, 'm.zmap').map((p) => `${p.line}: ${p.message}`);

describe('Season 1 mission checks: what would only go wrong in play', () => {
  it('the small mission is fine', () => {
    expect(problems(mission('  objective H\n'))).toEqual([]);
  });

  it('more zombies at setup than the box holds (40 Walkers, 16 Runners, 8 Fatties, 1 Abomination)', () => {
    expect(problems(mission('  objective A\n  zombies c 30 walker\n  zombies f 10 walker\n'))).toEqual([]);
    expect(problems(mission('  objective A\n  zombies c 30 walker\n  zombies f 11 walker\n  zombies g 2 abomination\n'))).toEqual([
      expect.stringMatching(/^15: the zombies tokens put 41 walkers on the board at setup, but the box holds 40; lower the counts\.$/),
      expect.stringMatching(/^16: the zombies tokens put 2 abominations on the board at setup, but the box holds 1/),
    ]);
    // walker-in-every-room puts one Walker in each of the 4 rooms
    expect(problems(mission('  objective A\n  zombies c 37 walker\n', 'walker-in-every-room: yes\n'))).toEqual([
      expect.stringMatching(/^15: the zombies tokens put 41 walkers on the board at setup \(with one Walker in every room, from walker-in-every-room\)/),
    ]);
  });

  it('a locked door or an inactive spawn zone that nothing can wake', () => {
    expect(problems(mission('  objective A colour=blue\n  spawn c order=2 colour=blue inactive\n', '', '  door D-H locked:blue\n'))).toEqual([]);
    expect(problems(mission('  objective A colour=blue\n  spawn c order=2 inactive\n  spawn f order=3 colour=red inactive\n', '', '  door D-H locked\n  door g-H locked:green\n'))).toEqual([
      expect.stringMatching(/^10: a "locked" door without a colour never opens in Season 1; write locked:<colour>/),
      expect.stringMatching(/^11: the door locked:green never opens: no objective has colour=green/),
      expect.stringMatching(/^16: an inactive spawn zone without a colour never spawns/),
      expect.stringMatching(/^17: the inactive spawn zone never spawns: no objective has colour=red/),
    ]);
  });

  it('a default lineup that zsim run would refuse', () => {
    expect(problems(mission('  objective A\n', 'survivors: Amy, Doug, Amy\n'))).toEqual([expect.stringMatching(/^3: survivors: Amy appears twice; each Survivor has one miniature\.$/)]);
    expect(problems(mission('  objective A\n', 'survivors: ,\n'))).toEqual([expect.stringMatching(/^3: survivors: the lineup is empty/)]);
    expect(problems(mission('  objective A\n', 'survivors: Amy, Doug\nplayers: 3\n'))).toEqual([
      expect.stringMatching(/^4: players: 3 players but the lineup has 2 Survivors; every player needs at least one\.$/),
    ]);
  });

  it('a reach-empty zone, or a spawn zone to neutralize, out of reach even with every door open', () => {
    expect(problems(mission('', 'victory: reach-empty D\n'))).toEqual([]);
    expect(problems(mission('', 'victory: reach-empty H\n'))).toEqual([expect.stringMatching(/^3: victory: zone H \(reach-empty\) cannot be reached from the starting zone, even with every door open\.$/)]);
    expect(problems(mission('  spawn H order=2\n', 'victory: neutralize-spawns\n'))).toEqual([
      expect.stringMatching(/^14: victory neutralize-spawns: the spawn zone H cannot be reached from the starting zone/),
    ]);
  });

  it('the loader refuses the same missions, with the first problem, and names --rule overrides', () => {
    expect(() => s1MissionFromText(mission('  objective A\n  zombies c 9 fatty\n'), 'm.zmap')).toThrow(/^m\.zmap:14: the zombies tokens put 9 fatties/);
    expect(() => s1MissionFromText(mission('  objective A\n', 'survivors: Amy, Doug\n'), 'm.zmap', { players: '3' })).toThrow(/^--rule players: 3 players but the lineup has 2 Survivors/);
  });
});
