"""A Python client for spellbook-serve, the JSON-lines protocol of spellbook-engine.

Standard library only (numpy is used for observations and masks when it is installed). The
server is the `spellbook-serve` command of the spellbook-sim package; by default this module
runs the one built in this repository (`npm run build` first), or the command given in the
environment variable SPELLBOOK_SERVE (for example "npx spellbook-serve").

    from spellbook import SpellbookEnv
    env = SpellbookEnv(players=2, opponents="greedy")
    obs, info = env.reset(seed="demo")
    while True:
        index = info["legal"][0]                 # or pick from info["action_mask"]
        obs, reward, terminated, truncated, info = env.step(index)
        if terminated or truncated:
            break
    env.close()

The protocol is documented in docs/protocol.md of spellbook-engine.
"""

import json
import os
import random
import shlex
import subprocess

try:  # numpy is optional: lists are returned without it.
    import numpy as _np
except ImportError:  # pragma: no cover - depends on the machine
    _np = None

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_SERVER = ["node", os.path.join(REPO, "packages", "sim", "dist", "serve.js")]

# Rewards at the end of a game, as spellbook-engine/learn gives them.
WIN, SHARED, LOSS = 1.0, 0.5, 0.0


class SpellbookError(Exception):
    """An error reply of the server: its kind, code, message and path (see docs/protocol.md)."""

    def __init__(self, error):
        self.kind = error.get("kind")
        self.code = error.get("code")
        self.path = error.get("path")
        super().__init__("%s/%s: %s" % (self.kind, self.code, error.get("message")))


class Client:
    """One spellbook-serve process, and a method per command.

    `request(cmd, **fields)` sends one request and returns the reply's fields, or raises
    SpellbookError. The process ends with `close()` (or at the end of a `with` block).
    """

    def __init__(self, command=None):
        if command is None:
            env = os.environ.get("SPELLBOOK_SERVE")
            command = shlex.split(env) if env else DEFAULT_SERVER
        self._process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, encoding="utf-8", bufsize=1,
        )
        self._next_id = 0
        self.hello = self.request("hello")

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def send_line(self, line):
        """Sends one raw line (without its newline) and returns the reply, parsed (a dict)."""
        if self._process.poll() is not None:
            raise RuntimeError("spellbook-serve has stopped: %s" % self._process.stderr.read())
        self._process.stdin.write(line + "\n")
        self._process.stdin.flush()
        reply = self._process.stdout.readline()
        if reply == "":
            raise RuntimeError("spellbook-serve closed its output: %s" % self._process.stderr.read())
        return json.loads(reply)

    def request(self, cmd, **fields):
        """Sends one command; returns the reply's fields, or raises SpellbookError."""
        self._next_id += 1
        message = dict(fields, id=self._next_id, cmd=cmd)
        reply = self.send_line(json.dumps(message, separators=(",", ":")))
        if reply.get("id") != self._next_id:
            raise RuntimeError("reply to another request: %r" % (reply,))
        if not reply["ok"]:
            raise SpellbookError(reply["error"])
        return reply

    # One method per command (see docs/protocol.md).
    def create(self, **options):
        return self.request("create", options=options)

    def legal(self, game):
        return self.request("legal", game=game)

    def apply(self, game, action=None, notation=None, index=None):
        given = {k: v for k, v in (("action", action), ("notation", notation), ("index", index)) if v is not None}
        return self.request("apply", game=game, **given)

    def observe(self, game, seat=None, full=False):
        fields = {"game": game}
        if seat is not None:
            fields["seat"] = seat
        if full:
            fields["full"] = True
        return self.request("observe", **fields)

    def bot(self, game, bot, options=None, apply=False):
        fields = {"game": game, "bot": bot, "apply": apply}
        if options is not None:
            fields["options"] = options
        return self.request("bot", **fields)

    def record(self, game):
        return self.request("record", game=game)["record"]

    def save(self, game):
        return self.request("save", game=game)["save"]

    def load(self, save):
        return self.request("load", save=save)

    def score(self, game):
        return self.request("score", game=game)["scores"]

    def close_game(self, game):
        return self.request("close", game=game)

    def close(self):
        """Ends the server process."""
        if self._process.poll() is None:
            self._process.stdin.close()
            self._process.wait(timeout=30)
        self._process.stdout.close()
        self._process.stderr.close()


def rewards_of(scores):
    """The reward of each seat at the end: 1 for the only winner, 0.5 for a shared first place, 0 otherwise."""
    winners = scores["winners"]
    each = WIN if len(winners) == 1 else SHARED
    return [each if seat in winners else LOSS for seat in range(len(scores["players"]))]


class SpellbookEnv:
    """A Gymnasium-style environment over spellbook-serve.

    `agents="one"`: the agent plays seat `seat` (0 by default) and the built-in bot `opponents`
    ("random", "greedy" or "search") plays the other seats; `step` returns the agent's reward.
    `agents="all"`: every seat is the agent; `info["seat"]` names the seat to act, and `step`
    returns the reward of the seat that acted (the rewards of every seat are in
    `info["rewards"]` at the end).

    Observations are the numbers of spellbook-engine/learn's `encodeObservation` for the seat to
    act; `info["action_mask"]` has a 1 at each legal index of the action space (size
    `action_count`), and `info["legal"]` lists those indices.
    """

    def __init__(self, players=2, agents="one", seat=0, opponents="random", opponent_options=None,
                 spells="classic", rules="printed", client=None):
        if agents not in ("one", "all"):
            raise ValueError("agents must be 'one' or 'all'")
        self.players = players
        self.agents = agents
        self.seat = seat
        self.opponents = opponents
        self.opponent_options = opponent_options
        self.spells = spells
        self.rules = rules
        self._own_client = client is None
        self.client = client if client is not None else Client()
        self.action_count = self.client.hello["actionCount"]
        self.observation_size = self.client.hello["observationSize"][str(players)]
        self.game = None
        self._episode = 0
        self._to_act = None

    def _array(self, values, dtype):
        return _np.asarray(values, dtype=dtype) if _np is not None else values

    def _mask(self, legal):
        mask = [0] * self.action_count
        for i in legal:
            mask[i] = 1
        return self._array(mask, "int8")

    def _observe(self):
        seen = self.client.observe(self.game)
        self._to_act = seen["seat"]
        info = {"seat": seen["seat"], "legal": seen["mask"], "action_mask": self._mask(seen["mask"])}
        return self._array(seen["observation"], "float32"), info

    def _bots_play(self, reply):
        """Lets the bots move until the agent's seat acts or the game is over."""
        while self.agents == "one" and not reply["over"] and reply["seat"] != self.seat:
            reply = self.client.bot(self.game, self.opponents, options=self.opponent_options, apply=True)
        return reply

    def _ended(self, scores):
        rewards = rewards_of(scores)
        info = {"seat": None, "legal": [], "action_mask": self._mask([]), "rewards": rewards, "scores": scores}
        return self._array([0.0] * self.observation_size, "float32"), rewards, info

    def reset(self, seed=None, options=None):
        """Starts a new game (closing the last one); returns (observation, info)."""
        if self.game is not None:
            self.client.close_game(self.game)
        self._episode += 1
        game_options = {"players": self.players, "spells": self.spells, "rules": self.rules}
        game_options["seed"] = str(seed) if seed is not None else "python-env-%d-%d" % (id(self), self._episode)
        if options:
            game_options.update(options)
        created = self.client.create(**game_options)
        self.game = created["game"]
        reply = self._bots_play({"over": False, "seat": created["seat"]})
        if reply["over"]:  # the bots played the whole game: nothing is left for the agent
            obs, _, info = self._ended(reply["scores"])
            return obs, info
        return self._observe()

    def step(self, index):
        """Plays the action of the seat to act by its index; returns (observation, reward, terminated, truncated, info)."""
        seat = self._to_act
        try:
            reply = self.client.apply(self.game, index=int(index))
        except SpellbookError as error:
            if error.code != "too-many-actions":
                raise
            obs, info = self._observe()
            return obs, 0.0, False, True, info
        reply = self._bots_play(reply)
        if reply["over"]:
            obs, rewards, info = self._ended(reply["scores"])
            return obs, rewards[self.seat if self.agents == "one" else seat], True, False, info
        obs, info = self._observe()
        return obs, 0.0, False, False, info

    def close(self):
        if self._own_client:
            self.client.close()


def random_game(client, players, seed, rules="printed", spells="classic", rng=None):
    """Plays one game of uniformly random legal indices through the protocol; returns (record, scores)."""
    rng = rng or random.Random(seed)
    game = client.create(players=players, seed=seed, rules=rules, spells=spells)["game"]
    over = False
    while not over:
        legal = client.observe(game)["mask"]
        over = client.apply(game, index=rng.choice(legal))["over"]
    record = client.record(game)
    scores = client.score(game)
    client.close_game(game)
    return record, scores
