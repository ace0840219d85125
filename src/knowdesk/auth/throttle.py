"""Per-client throttling of failed token checks (issue 16, item 7).

Each client address may fail `max_failures` times in a sliding window of `window` seconds; after that it
is told to come back (429 with Retry-After) when its oldest failure in the window expires. Other addresses
are not affected. IPv6 addresses count by their /64 prefix, since one host usually holds a whole /64.
The table is per process (each `serve --workers` worker keeps its own) and bounded: past `max_clients`
addresses the one that failed least recently is forgotten. The clock is a parameter so tests need no sleeps.
"""

from __future__ import annotations

import ipaddress
import math
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable

MAX_CLIENTS = 10_000


def client_key(host: str) -> str:
    try:
        ip = ipaddress.ip_address(host)
    except ValueError:
        return host
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return str(ip.ipv4_mapped)
        return str(ipaddress.ip_network(f"{ip}/64", strict=False))
    return str(ip)


class FailureThrottle:
    """Failed authentications per client address in a sliding window."""

    def __init__(self, max_failures: int, window: float, clock: Callable[[], float] = time.monotonic,
                 max_clients: int = MAX_CLIENTS) -> None:  # fmt: skip
        self.max_failures = max_failures
        self.window = window
        self.clock = clock
        self.max_clients = max_clients
        self._failures: OrderedDict[str, deque[float]] = OrderedDict()
        self._lock = threading.Lock()

    def retry_after(self, client: str) -> int:
        """Whole seconds until `client` may try again; 0 when it may try now."""
        key, now = client_key(client), self.clock()
        with self._lock:
            times = self._failures.get(key)
            if times is None:
                return 0
            while times and times[0] <= now - self.window:
                times.popleft()
            if not times:
                del self._failures[key]
                return 0
            if len(times) < self.max_failures:
                return 0
            return max(1, math.ceil(times[-self.max_failures] + self.window - now))

    def record_failure(self, client: str) -> None:
        key, now = client_key(client), self.clock()
        with self._lock:
            times = self._failures.setdefault(key, deque(maxlen=self.max_failures))
            times.append(now)
            self._failures.move_to_end(key)
            while len(self._failures) > self.max_clients:
                self._failures.popitem(last=False)
