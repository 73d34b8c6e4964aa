# Part of the runner's `_codehop` module (after runtime.py): time, sleeping and the event loop.
#
# Why a hand-made event loop: Pyodide's own loop (WebLoop) needs WebAssembly stack switching to
# block in `asyncio.run`, which Node 20 only has behind a flag. CPython's pure-Python
# BaseEventLoop with a selector that just sleeps needs nothing of the host, so asyncio behaves
# exactly as in CPython in the browser, in Node and under Vitest alike. Sleeping waits on the
# interrupt buffer, so Stop and the time limit cut a long sleep short.
import asyncio, asyncio.base_events, asyncio.events, time

def _js_sleep_seconds(seconds):
    if seconds.__class__ is bool or not isinstance(seconds, (int, float)):
        raise TypeError("'" + type(seconds).__name__ + "' object cannot be interpreted as an integer or float")
    if seconds != seconds:
        raise ValueError('Invalid value NaN (not a number)')
    if seconds < 0:
        raise ValueError('sleep length must be non-negative')
    global _clock_offset
    if _virtual_time:
        _clock_offset += float(seconds)
        return
    _bridge.sleep(float(seconds) * 1000.0)


# Virtual time (a run's virtualTime option, for the coach's checks on the server): sleeping moves
# the program's clocks forward instead of waiting, so a program that sleeps 0.3 s is checked in a
# few milliseconds; what it does, and in which order its tasks wake, stays the same.
_virtual_time = False
_clock_offset = 0.0
_real_time = time.time
_real_monotonic = time.monotonic
_real_perf_counter = time.perf_counter


def _time():
    return _real_time() + _clock_offset


def _monotonic():
    return _real_monotonic() + _clock_offset


def _perf_counter():
    return _real_perf_counter() + _clock_offset


class _SleepingSelector:
    def select(self, timeout=None):
        # Nothing scheduled means the program waits forever, as in CPython; the time limit
        # (or Stop) ends it.
        if timeout is None:
            while True:
                _js_sleep_seconds(3600)
        if timeout > 0:
            _js_sleep_seconds(timeout)
        return []

    def close(self):
        pass

    def get_map(self):
        return {}


class CodehopEventLoop(asyncio.base_events.BaseEventLoop):
    def __init__(self):
        super().__init__()
        self._selector = _SleepingSelector()

    def _process_events(self, event_list):
        pass

    def _write_to_self(self):
        pass


class _CodehopPolicy(asyncio.events._BaseDefaultEventLoopPolicy):
    _loop_factory = CodehopEventLoop
