"""Work put off until the first frame is on the terminal waits for Textual's output thread
(``speed.when_written``): a callback after the refresh comes when the frame is handed to
that thread, which on a loaded machine is before it is written."""

from __future__ import annotations

from queue import Queue
from types import SimpleNamespace
from typing import Any

from paperboy.tui import speed


class _App:
    """An app with an output queue and timers run by hand."""

    def __init__(self, queued: int) -> None:
        queue: Queue[str] = Queue()
        for _ in range(queued):
            queue.put("frame")
        self._driver = SimpleNamespace(_writer_thread=SimpleNamespace(_queue=queue))
        self.timers: list[Any] = []

    def set_timer(self, _delay: float, callback: Any) -> None:
        self.timers.append(callback)

    def tick(self) -> None:
        due, self.timers = self.timers, []
        for callback in due:
            callback()


def test_work_after_the_first_frame_waits_for_the_output_queue_to_empty() -> None:
    app = _App(queued=2)
    done: list[str] = []
    speed.when_written(app, lambda: done.append("notices"))  # type: ignore[arg-type]
    app.tick()
    assert done == []  # two pieces of the frame still to write
    queue = app._driver._writer_thread._queue
    queue.get()
    queue.get()
    app.tick()  # the queue is empty: one poll more, for the piece being written
    assert done == []
    app.tick()
    assert done == ["notices"]


def test_without_an_output_thread_the_work_runs_at_once() -> None:
    app = _App(queued=0)
    app._driver = SimpleNamespace()  # headless: no writer thread
    done: list[str] = []
    speed.when_written(app, lambda: done.append("notices"))  # type: ignore[arg-type]
    assert done == ["notices"]


def test_an_output_queue_that_never_empties_delays_the_work_a_bounded_time() -> None:
    app = _App(queued=1)  # never written (a terminal that stopped reading)
    done: list[str] = []
    speed.when_written(app, lambda: done.append("notices"))  # type: ignore[arg-type]
    for _ in range(speed.WRITTEN_POLLS - 1):
        app.tick()
    assert done == []
    app.tick()
    assert done == ["notices"]
