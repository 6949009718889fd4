"""The coach of the Learn page: the checklist, hint, Show me and Teach me of the beginner's
method or of CFOP (controller.cfop_coach, 3x3 only).

Over 400 lines: the two methods share every action (hint, Show me, Teach me, the
playback the text follows); only reading the cube and the words differ by method.

It watches the session the way the view does (`observe(events)` gets the list
each frame) and keeps, for the cube as it is now: which steps of the method
are done and how far the current one is (from the steps' pattern queries,
so turns made by hand count), the hint (the next chunk, never played until
asked), the stickers that matter for the current step (focus stickering)
and the pieces the hint names. `version` changes whenever any of that does,
so the view redraws only then. Show me plays the hint's chunk; Teach me
plays the whole method a step at a time, waiting for Continue in between.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field, replace
from typing import Any, Callable

import numpy as np

from model import Alg, CubeLabError
from solver import beginner
from solver.beginner.method import Planned
from solver.beginner.steps import slot_facelets

from . import cfop_coach, viewpoint
from .strings import Catalogue
from .explain import explain
from .events import Redraw, TurnFinished

_TURNED = (TurnFinished, Redraw)
#: Sizes whose hint and whole lesson come at once (the 3x3's whole method
#: takes ~0.04 s); bigger cubes, and CFOP (its F2L search takes tenths of a
#: second), think on a thread.
INLINE_UP_TO = 3


@dataclass
class Thinking:
    """`work(cube)` running on a daemon thread for `cube` (a copy of the cube
    as it was asked about); `then` is what the coach does with the answer."""
    kind: str
    cube: Any
    work: Callable[[Any], Any]
    result: Any = None
    error: BaseException | None = None
    then_show: bool = False                      # Show me was pressed while the hint was coming
    done: threading.Event = field(default_factory=threading.Event)

    def start(self) -> Thinking:
        threading.Thread(target=self._run, name=f'cubelab-{self.kind}', daemon=True).start()
        return self

    def _run(self) -> None:
        try:
            self.result = self.work(self.cube)
        except BaseException as exc:  # noqa: BLE001 - shown by the coach as one line
            self.error = exc
        finally:
            self.done.set()


@dataclass(frozen=True)
class Item:
    """One line of the checklist."""
    key: str
    title: str
    done: bool
    count: int
    total: int
    unit: str
    current: bool


def where_now(planned: Planned, planned_colors: np.ndarray) -> np.ndarray:
    """Facelets (in the step's own numbering) of the places holding the
    step's pieces now: places whose colours are those of one of its pieces."""
    m = planned.reader.n
    wanted = {tuple(sorted(planned.target[p].tolist())) for p in planned.step.pieces}
    found = [f for f in slot_facelets(m).values()
             if len(f) == len(planned.step.pieces[0]) and tuple(sorted(planned_colors[f].tolist())) in wanted]
    return np.concatenate(found) if found else np.array([], dtype=np.int64)


class Coach:
    """Holds the current step, the hint and the lesson being taught."""

    def __init__(self, session, last_layer: Callable[[], str] = lambda: '2look',
                 cross: Callable[[], str] = lambda: 'white'):
        self.session = session
        self.method = 'beginner'           # or 'cfop'
        self.cfop = cfop_coach.CfopMethod(last_layer, cross)
        self._turns = 0                    # turns seen (rotations aside), to count the user's own cross
        self._cross_from: tuple[int, int] | None = None   # (turns when the cross was first seen undone, its shortest)
        self._hint_cube = None             # the cube a hint was worked out for
        self._befores: list = []           # Teach me: the cube before each chunk of the step playing
        self.tr = Catalogue(lambda: session.language)     # words in the session's language
        self.focus = True
        self.version = 0
        self.items: list[Item] = []
        self.hint: beginner.Hint | None = None
        self.text = ''                     # what the page says under the checklist
        self.waiting = False               # Teach me: a step played, Continue plays the next
        self._lesson: list | None = None   # Teach me: (number in the checklist, step) still to play
        self._step_total = 0
        self._chunks: list[tuple[int, Any]] = []    # the step playing: (first move's index, chunk)
        self._told = -1                    # which of them the text describes
        self._playing = False              # one of ours is playing: keep the hint/lesson
        self._mask: np.ndarray | None = None
        self._stale = True
        self.thinking: Thinking | None = None   # a hint or lesson being worked out off the frame loop

    # -- watching --------------------------------------------------------------------
    def observe(self, events) -> None:
        if any(isinstance(e, _TURNED) for e in events):
            self._stale = True
        self._turns += sum(isinstance(e, TurnFinished) and not e.move.is_rotation for e in events)   # holding is no move
        if any(isinstance(e, Redraw) for e in events):
            self._cross_from = None            # a reset or jump: not the user's own turns

    def look_again(self) -> None:
        """The cube may have changed unseen (the Learn page was hidden): read it at the next update."""
        self._stale = True

    def update(self) -> bool:
        """Bring the checklist up to date once the cube is still, and take a
        hint or lesson that has been worked out; True if anything changed."""
        took = self._take_thought() | self._follow_playback()
        if not self._stale or not self._idle():
            return took
        self._stale = False
        shown, played = None, self._playing
        if self._playing:
            self._playing = False
            shown, self.hint = self.hint, None      # its chunk is played: nothing left to frame
            if self._lesson is not None:
                self._after_step()
        else:
            self.hint, self.text = None, ''    # turned by hand: an old hint may no longer hold
            if self._lesson is not None:
                self._stop_teaching()
        self._read(by_hand=not played)
        if shown is not None and shown.step_index >= 0:
            self._retell(shown)
        return True

    def _follow_playback(self) -> bool:
        """Teach me: the text describes the chunk whose moves are playing."""
        if self._lesson is None or not self._playing or not self._chunks:
            return False
        index = self.session.play_index
        now = max(k for k, (start, _) in enumerate(self._chunks) if start <= index or k == 0)
        if now == self._told:
            return False
        self._tell_chunk(now)
        return True

    def _retell(self, hint: beginner.Hint) -> None:
        """The hint just shown, with its step's progress as the checklist now has it;
        where its moves solved the cube, the words say so instead."""
        if self._lesson is None and self.items and all(i.done for i in self.items):
            return
        item = next((i for i in self.items if i.key == hint.key), None)
        if item is not None:
            self.text = self.describe_hint(replace(hint, done=item.count, total=item.total))

    def _idle(self) -> bool:
        s = self.session
        return s.active is None and s.play_index >= len(s.playlist)

    def set_method(self, name: str) -> None:
        """The beginner's method or CFOP; a lesson or hint of the other one (worked out or
        still coming) is dropped."""
        if name == self.method:
            return
        self.method = name
        self.hint, self.text, self._cross_from, self.thinking = None, '', None, None
        if self._lesson is not None:
            self._stop_teaching()
        self._stale = True
        self.update()

    def _read(self, by_hand: bool = True) -> None:
        if self.method == 'cfop':
            self._read_cfop(by_hand)
            return
        cube = self.session.cube
        try:
            prepared = beginner.prepare(cube.n, cube.facelet_colors())
        except CubeLabError as exc:
            self.items, self._mask, self.text = [], None, explain(exc, self.tr.language)
            self._bump()
            return
        colors = prepared.seen(cube.facelet_colors())
        items, current = [], None
        for planned in prepared.plan:
            seen = planned.reader.read(colors)
            done = planned.step.done(seen, planned.target)
            count, total = planned.step.progress(seen, planned.target)
            if not done and current is None:
                current = planned
            items.append(Item(planned.step.key, self.step_title(planned), done, count, total,
                              planned.step.unit, planned is current))
        self.items = items
        self._mask = None if current is None else self._matter(prepared, current, cube.n, colors)
        if current is None and not self._lesson:
            self.text = self.text if self.text == self.tr('learn.teach_done') else self.tr('learn.solved')
        self._bump()

    def _read_cfop(self, by_hand: bool) -> None:
        cube = self.session.cube
        if cube.n != 3:
            self.items, self._mask, self.text = [], None, self.tr('cfop.three_only')
            self._bump()
            return
        try:
            states = self.cfop.steps(cube)
        except CubeLabError as exc:
            self.items, self._mask, self.text = [], None, explain(exc, self.tr.language)
            self._bump()
            return
        current = next((s for s in states if not s.done), None)
        self.items = [Item(s.key, cfop_coach.title(self.tr, s.key), s.done, s.count, s.total, s.unit, s is current)
                      for s in states]
        self._mask = None
        if current is not None:
            wanted = self.cfop.matter(cube, current.key)
            if wanted is not None:
                self._mask = np.zeros(54, dtype=bool)
                self._mask[wanted] = True
        self._follow_cross(states[0].done, by_hand)
        if current is None and not self._lesson:
            self.text = self.text if self.text == self.tr('learn.teach_done') else self.tr('learn.solved')
        self._bump()

    def _follow_cross(self, done: bool, by_hand: bool) -> None:
        """Count the turns from a cross to do until it is done; done by hand, say them
        beside the shortest cross."""
        if not done:
            if self._cross_from is None:
                self._cross_from = (self._turns, self.cfop.shortest_cross(self.session.cube))
            return
        if self._cross_from is not None and by_hand and self._lesson is None:
            start, shortest = self._cross_from
            self.text = self.tr('cfop.your_cross', count=self._turns - start, shortest=shortest)
        self._cross_from = None

    def _matter(self, prepared, current: Planned, n: int, colors: np.ndarray) -> np.ndarray:
        """Facelets that matter for the current step: what earlier steps keep, and
        the step's own pieces, home and wherever they are now (the rest is greyed
        when focus is on)."""
        facelets = np.union1d(current.step.protected, current.step.columns)
        facelets = np.union1d(facelets, np.concatenate(current.step.pieces))
        facelets = np.union1d(facelets, where_now(current, planned_colors=current.reader.read(colors)))
        facelets = current.reader.lift(facelets.astype(np.int64))
        if n % 2:
            facelets = np.union1d(facelets, np.arange(6) * n * n + (n * n) // 2)
        if prepared.view is not None:
            facelets = prepared.view[facelets]
        mask = np.zeros(6 * n * n, dtype=bool)
        mask[facelets] = True
        return mask

    def _bump(self) -> None:
        self.version += 1

    # -- what the view draws -------------------------------------------------------------
    def sticker_colours(self) -> np.ndarray | None:
        """Colours to draw (-1: greyed), or None for the cube's own colours."""
        if not self.focus or self._mask is None:
            return None
        colours = self.session.cube.facelet_colors().astype(np.int64)
        colours[~self._mask] = -1
        return colours

    def highlighted(self) -> tuple[int, ...]:
        """The hint's piece where it is and where it goes."""
        if self.hint is None or not self.hint.chunks:
            return ()
        chunk = self.hint.chunks[0]
        return tuple(sorted(set(chunk.pieces) | set(chunk.targets)))

    def view_for(self, yaw: float, pitch: float) -> tuple[float, float] | None:
        """The camera orientation that shows the hint's piece and where it goes (the view
        at `yaw`, `pitch` if it does already), or None without a hint."""
        if self.hint is None or not self.hint.chunks:
            return None
        chunk = self.hint.chunks[0]
        return viewpoint.view_showing(self.session.cube.n, [chunk.pieces, chunk.targets], yaw, pitch)

    # -- actions --------------------------------------------------------------------------
    def toggle_focus(self) -> None:
        self.focus = not self.focus
        self._bump()

    def ask_hint(self) -> None:
        """Find the next chunk (without playing it) and say it."""
        if self.thinking is not None:
            return
        self.update()
        if self._cfop_unavailable():
            return
        self._think('hint', self.cfop.hint if self.method == 'cfop' else beginner.hint)

    def _cfop_unavailable(self) -> bool:
        """CFOP on another size than 3: say so, do nothing."""
        if self.method != 'cfop' or self.session.cube.n == 3:
            return False
        self.text = self.tr('cfop.three_only')
        self._bump()
        return True

    def show_me(self) -> None:
        """Play the hint's chunk (finding it first if there is none)."""
        if self.thinking is not None:
            self.thinking.then_show = self.thinking.kind == 'hint'
            return
        if self.hint is None:
            self.ask_hint()
            if self.thinking is not None:          # it comes on a thread: played when it does
                self.thinking.then_show = True
                return
        self._show()

    def _show(self) -> None:
        if self.hint is None or not self.hint.chunks:
            return
        self._playing = True
        self.session.play(Alg(self.hint.moves))

    def teach_me(self) -> None:
        """Play the whole method, one step at a time."""
        if self.thinking is None and not self._cfop_unavailable():
            self._think('lesson', self.cfop.solve if self.method == 'cfop' else beginner.solve)

    def _think(self, kind: str, work: Callable[[Any], Any]) -> None:
        """`work(cube)` now on small cubes, else on a thread (update takes its answer)."""
        cube = self.session.cube.copy()
        thought = Thinking(kind, cube, work)
        if cube.n <= INLINE_UP_TO and self.method != 'cfop':
            thought._run()
            if thought.error is not None:
                raise thought.error                   # the panel says it, as for any action
            self._use(thought)
            return
        self.thinking = thought.start()
        self.text = self.tr('cfop.thinking' if self.method == 'cfop' else 'learn.thinking')
        self._bump()

    def _take_thought(self) -> bool:
        """The thread's answer once it is there: used if the cube is still the
        one it was for, else dropped (and said so)."""
        thought = self.thinking
        if thought is None or not thought.done.is_set():
            return False
        self.thinking = None
        if self.session.cube != thought.cube:
            self.text = self.tr('learn.thought_stale')
            self._bump()
            return True
        self._use(thought)
        return True

    def _use(self, thought: Thinking) -> None:
        if thought.error is not None:                 # a thread's error: said on the page, never raised
            error = thought.error                     # into the frame loop
            self.text = explain(error, self.tr.language) if isinstance(error, (CubeLabError, ValueError)) \
                else self.tr('window.internal_error', error=f'{type(error).__name__}: {error}')
            self._bump()
            return
        if thought.kind == 'hint':
            self.hint, self._hint_cube = thought.result, thought.cube
            self.text = self.describe_hint(self.hint)
            self._bump()
            if thought.then_show:
                self._show()
        else:
            self._begin_lesson(thought.result)

    def _begin_lesson(self, lesson) -> None:
        # numbered as the checklist numbers them: every step, done ones too
        self._lesson = [(number, s) for number, s in enumerate(lesson.steps, 1) if s.moves]
        self._step_total = len(lesson.steps)
        if not self._lesson:
            self._lesson = None
            self.text = self.tr('learn.solved')
            self._bump()
            return
        self._play_step()

    def continue_(self) -> None:
        if self._lesson and self.waiting:
            self._play_step()

    def _play_step(self) -> None:
        _, step = self._lesson[0]
        self.waiting = False
        self.hint = None
        starts = np.cumsum([0] + [len(c.moves) for c in step.chunks])
        self._chunks = list(zip(starts.tolist(), step.chunks))
        self._befores = [self.session.cube.copy()]
        for chunk in step.chunks[:-1]:
            self._befores.append(self._befores[-1].apply(Alg(chunk.moves)))
        self._tell_chunk(0)
        self._playing = True
        self.session.play(Alg([m for c in step.chunks for m in c.moves]))

    def _tell_chunk(self, k: int) -> None:
        """Say chunk `k` of the step playing."""
        number, step = self._lesson[0]
        self._told = k
        self.text = self.tr('learn.teach_step', index=number, count=self._step_total,
                            step=self.title_of(step.key, step.name),
                            text=self.describe_chunk(self._chunks[k][1], step.key, self._befores[k]))
        self._bump()

    def _after_step(self) -> None:
        self._lesson.pop(0)
        self._chunks, self._told = [], -1
        if self._lesson:
            self.waiting = True
            _, nxt = self._lesson[0]
            self.text = self.tr('learn.teach_wait', step=self.title_of(nxt.key, nxt.name))
        else:
            self._stop_teaching()
            self.text = self.tr('learn.teach_done')

    def _stop_teaching(self) -> None:
        self._lesson, self.waiting = None, False
        self._chunks, self._told = [], -1

    @property
    def teaching(self) -> bool:
        return self._lesson is not None

    # -- words -----------------------------------------------------------------------------
    def step_title(self, planned: Planned) -> str:
        return self.title_of(planned.step.key, planned.title)

    def title_of(self, key: str, english: str) -> str:
        if self.method == 'cfop':
            return cfop_coach.title(self.tr, key)
        if key.startswith('centre-'):
            number, _, colour = english.partition(': ')
            return self.tr('learn.step_centre', number=number.split()[-1],
                           colour=self.tr(f'learn.colour_{colour}'))
        return self.tr(f'learn.step_{key}')

    def progress_text(self, item: Item) -> str:
        return self.tr('learn.progress', done=item.count, total=item.total,
                       unit=self.tr(f"learn.unit_{item.unit.replace(' ', '_')}", count=item.total))

    def describe_hint(self, hint: beginner.Hint) -> str:
        if hint.step_index < 0:
            return self.tr('learn.solved')
        item = Item(hint.key, hint.name, False, hint.done, hint.total, hint.unit, True)
        step = self.title_of(hint.key, hint.name)
        chunks = ' '.join(self.describe_chunk(c, hint.key, self._hint_cube) for c in hint.chunks)
        return self.tr('learn.hint_text', step=step, progress=self.progress_text(item), text=chunks)

    def describe_chunk(self, chunk, key: str = '', before=None) -> str:
        """A chunk in words; CFOP's read its pieces on `before` (the cube before the chunk)."""
        if self.method == 'cfop':
            return cfop_coach.describe(self.tr, key, chunk, self.session.cube if before is None else before,
                                       self.cfop.cross)
        kind = {1: 'piece', 2: 'edge', 3: 'corner'}.get(chunk.size, 'piece')
        colours = '-'.join(self.tr(f'learn.colour_{c}') for c in chunk.colours)
        piece = self.tr(f'learn.piece_{kind}', colours=colours)
        moves = str(Alg(chunk.moves))
        body = str(Alg(chunk.moves[chunk.setup:]))
        setup = self.tr('learn.setup', moves=str(Alg(chunk.moves[:chunk.setup]))) if chunk.setup else ''
        name = self.tr(f'learn.alg_{chunk.algorithm}')
        return self.tr('learn.chunk', piece=piece, where=chunk.where, goes=chunk.goes, setup=setup,
                       algorithm=name, body=body, moves=moves)
