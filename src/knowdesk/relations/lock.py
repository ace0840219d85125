"""Who holds the embedded graph: Kuzu allows one process per database and says only "could not set lock".

Linux lists every POSIX lock in /proc/locks with the holder's pid and the file's device and inode, so
the message can name the process (its command line) and say what to do instead of a traceback.
"""

from __future__ import annotations

import os
from pathlib import Path


def lock_holder(path: Path) -> int | None:
    """The pid holding a POSIX lock on `path`, when the system says (Linux), else None."""
    try:
        st = path.stat()
        lines = Path("/proc/locks").read_text().splitlines()
    except OSError:
        return None
    dev = f"{os.major(st.st_dev):02x}:{os.minor(st.st_dev):02x}:{st.st_ino}"
    for line in lines:
        parts = line.split()
        if "->" not in parts and len(parts) >= 6 and parts[5] == dev and parts[4].isdigit():
            return int(parts[4])
    return None


def describe_process(pid: int) -> str:
    try:
        cmd = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        cmd = ""
    return f"pid {pid}" + (f": {cmd[:160]}" if cmd else "")


def busy_message(path: Path) -> str:
    pid = lock_holder(path)
    holder = describe_process(pid) if pid is not None else "another process"
    return (
        f"the relation graph ({path}) is open in {holder}; the embedded graph (Kuzu) allows one process at a time. "
        "If that is `knowdesk serve`, upload documents through it (it updates the graph itself) or stop it and run "
        "`knowdesk graph build --kb NAME`; otherwise wait for that process to finish."
    )
