"""Tests of the Python client: games played through spellbook-serve, checked by the engine.

Run from examples/python after `npm run build` at the repository's root:

    python3 -m unittest discover -v

SPELLBOOK_GAMES sets how many random games the first test plays (200 by default).
"""

import json
import os
import random
import subprocess
import tempfile
import unittest

from spellbook import Client, SpellbookEnv, SpellbookError, random_game, rewards_of

HERE = os.path.dirname(os.path.abspath(__file__))
GAMES = int(os.environ.get("SPELLBOOK_GAMES", "200"))


def replay_in_typescript(records):
    """The score sheets the engine gives when it replays `records` in TypeScript (replay_check.ts)."""
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(records, f)
        path = f.name
    try:
        out = subprocess.run(
            ["npx", "--no-install", "tsx", os.path.join(HERE, "replay_check.ts"), path],
            cwd=HERE, check=True, capture_output=True, text=True, timeout=300,
        )
    finally:
        os.unlink(path)
    return [json.loads(line) for line in out.stdout.splitlines()]


class RandomGames(unittest.TestCase):
    def test_random_games_score_as_the_engine_replays_them(self):
        rng = random.Random(2026)
        records, scores = [], []
        with Client() as client:
            for i in range(GAMES):
                players = 2 + i % 3
                rules = "digital" if i % 2 else "printed"
                record, sheet = random_game(client, players, "python-%d" % i, rules=rules, rng=rng)
                records.append(record)
                scores.append(sheet)
        self.assertEqual(len(records), GAMES)
        self.assertTrue(all(sheet["final"] for sheet in scores))
        self.assertEqual(replay_in_typescript(records), scores)


class MalformedLines(unittest.TestCase):
    def test_bad_lines_get_error_replies_and_the_server_goes_on(self):
        with Client() as client:
            for line, code in [
                ("this is not json", "malformed-json"),
                ("[1, 2, 3]", "invalid-request"),
                ('{"id": 1, "cmd": "fly"}', "unknown-command"),
                ('{"id": 2, "cmd": "legal", "game": "g404"}', "unknown-game"),
                ('{"id": 3, "cmd": "create", "options": {"players": 9}}', "invalid-player-count"),
                ("x" * (1_048_576 + 10), "line-too-long"),
            ]:
                reply = client.send_line(line)
                self.assertFalse(reply["ok"], line[:40])
                self.assertEqual(reply["error"]["code"], code, line[:40])
            # Still serving: a game can be created and played.
            game = client.create(players=2, seed="after-errors")["game"]
            self.assertIn("actions", client.legal(game))

    def test_errors_are_typed_and_change_nothing(self):
        with Client() as client:
            game = client.create(players=2, seed="typed")["game"]
            before = client.legal(game)
            wrong_seat = 1 - before["seat"]
            with self.assertRaises(SpellbookError) as caught:
                client.apply(game, action={"type": "pass", "player": wrong_seat})
            self.assertEqual((caught.exception.kind, caught.exception.code), ("rule", "not-your-turn"))
            with self.assertRaises(SpellbookError) as caught:
                client.apply(game, index=client.hello["actionCount"] + 1)
            self.assertEqual(caught.exception.kind, "learn")
            with self.assertRaises(SpellbookError) as caught:
                client.bot(game, "search", options={"iterations": 10 ** 9})
            self.assertEqual(caught.exception.kind, "bot")
            after = client.legal(game)
            self.assertEqual((after["seat"], after["actions"], after["indices"]), (before["seat"], before["actions"], before["indices"]))


class Environment(unittest.TestCase):
    def play(self, env, seed):
        rng = random.Random(seed)
        obs, info = env.reset(seed=seed)
        self.assertEqual(len(obs), env.observation_size)
        total, steps = 0.0, 0
        while True:
            self.assertEqual(sum(int(x) for x in info["action_mask"]), len(info["legal"]))
            obs, reward, terminated, truncated, info = env.step(rng.choice(info["legal"]))
            total += reward
            steps += 1
            if terminated or truncated:
                return total, info, steps

    def test_one_agent_against_greedy_bots(self):
        env = SpellbookEnv(players=3, agents="one", seat=1, opponents="greedy")
        try:
            for seed in range(3):
                total, info, _ = self.play(env, "one-%d" % seed)
                self.assertIn(total, (0.0, 0.5, 1.0))
                self.assertEqual(info["rewards"], rewards_of(info["scores"]))
                self.assertEqual(total, info["rewards"][1])
        finally:
            env.close()

    def test_every_seat_an_agent(self):
        env = SpellbookEnv(players=2, agents="all", rules="digital")
        try:
            total, info, steps = self.play(env, "all")
            self.assertGreater(steps, 10)
            self.assertIn(sum(info["rewards"]), (1.0,))
            self.assertIn(total, (0.0, 0.5, 1.0))
        finally:
            env.close()

    def test_bots_and_saves(self):
        with Client() as client:
            game = client.create(players=2, seed="bots")["game"]
            move = client.bot(game, "greedy")
            self.assertIn(move["action"], client.legal(game)["actions"])
            client.bot(game, "search", options={"iterations": 50}, apply=True)
            loaded = client.load(client.save(game))["game"]
            self.assertEqual(client.legal(loaded)["actions"], client.legal(game)["actions"])


if __name__ == "__main__":
    unittest.main()
