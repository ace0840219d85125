"""A served process ends soon after SIGTERM, whatever its threads are doing (issue 16, item 2).

uvicorn gives the requests in flight `limits.shutdown_grace_seconds`, then cancels them and runs the app's
shutdown; but a request's work runs in a worker thread that nothing can interrupt (a chat-model call,
jieba over a long text), and closing the stores waits for the refiner's batch in flight. So when the
app's shutdown begins, `exit_after` starts a timer that ends the process if it is still there that many
seconds later. Only `knowdesk serve` arms it (through `create_app(hard_exit_after=…)`); tests' apps never do.
"""

from __future__ import annotations

import logging
import os
import threading

CLOSE_SECONDS = 3.0  # for closing the stores after the grace period: within 10 s of SIGTERM with the default 5

log = logging.getLogger("uvicorn.error")


def exit_after(seconds: float) -> threading.Timer:
    def _exit() -> None:
        log.error("shutdown still not done %.0f s after the server stopped; exiting without waiting", seconds)
        logging.shutdown()
        os._exit(1)

    timer = threading.Timer(seconds, _exit)
    timer.daemon = True  # a process that ends by itself in time is not kept waiting for it
    timer.start()
    return timer
